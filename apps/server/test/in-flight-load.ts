/** Outcome of a closed-loop load of keep-alive clients against a server that is shut down mid-load. */
export interface LoadTally {
  completed: number;
  /** Ids of the orders acknowledged with 201. */
  ordersCreated: string[];
  /** Which node served, per X-Served-By (behind the load balancer). */
  servedBy: Record<string, number>;
  /** Requests sent before the shutdown began that got no answer or a 5xx: lost in flight. */
  lostInFlight: string[];
  /** Requests sent after it began that got no answer (refused, or reset before being accepted). */
  notAccepted: number;
}

export interface LoadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const causeOf = (error: unknown) => (error as Error).cause as { code?: string; message?: string } | undefined;

/**
 * `clients` loops, each sending the requests in turn (orders and reads) until its connection is
 * refused or `until()` says stop. Node's fetch keeps connections alive between requests.
 * `shutdownAt()` is when the shutdown began (undefined before).
 */
export async function runLoad(
  clients: number,
  requests: LoadRequest[],
  shutdownAt: () => number | undefined,
  until: () => boolean,
) {
  const tally: LoadTally = {
    completed: 0,
    ordersCreated: [],
    servedBy: {},
    lostInFlight: [],
    notAccepted: 0,
  };
  const client = async (offset: number) => {
    for (let i = offset; !until(); i++) {
      const request = requests[i % requests.length]!;
      const sentAt = Date.now();
      const inFlight = () => {
        const began = shutdownAt();
        return began === undefined || sentAt < began;
      };
      try {
        const response = await fetch(request.url, request);
        const body = await response.text();
        if (response.status >= 500) tally.lostInFlight.push(`${request.method} answered ${response.status}`);
        else tally.completed++;
        if (response.status === 201)
          tally.ordersCreated.push((JSON.parse(body) as { insertedId: string }).insertedId);
        const node = response.headers.get('x-served-by');
        if (node) tally.servedBy[node] = (tally.servedBy[node] ?? 0) + 1;
      } catch (error) {
        const code = causeOf(error)?.code ?? causeOf(error)?.message ?? String(error);
        if (inFlight()) tally.lostInFlight.push(`${request.method}: ${code}`);
        else tally.notAccepted++;
        if (code === 'ECONNREFUSED') return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return tally;
}
