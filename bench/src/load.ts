import autocannon from 'autocannon';

export interface LoadResult {
  title: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers with a 2xx status: for orders, the orders accepted. */
  ok: number;
}

export interface LoadOptions {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests to cycle through instead of one (autocannon's `requests`). */
  requests?: autocannon.Request[];
  /** Replace `[<id>]` in the path with a new id in every request (a URL no cache has seen). */
  idReplacement?: boolean;
  connections?: number;
  seconds?: number;
}

/** A bounded autocannon run against loopback; it stops by itself after `seconds`. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(options.url)) throw new Error('load tests target loopback only');
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
    idReplacement: options.idReplacement,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
  });
  return {
    title: options.title,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ok: result['2xx'],
  };
}
