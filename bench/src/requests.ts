/**
 * Node's fetch rejects a request whose connection failed with "fetch failed" alone, its reason (a
 * reset, a refusal, a closed socket) kept in `cause`, which a test report's first line never shows.
 * This names the request and the reason.
 */
function connectionFailure(url: string, init: RequestInit | undefined, error: unknown) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? `${String(cause.code)} ` : '';
  const reason = cause ? ` (${code}${cause.message})` : '';
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${init?.method ?? 'GET'} ${new URL(url).pathname}: ${message}${reason}`, {
    cause: error,
  });
}

/** fetch, naming the request and the reason when its connection fails. */
export async function fetchNamingFailure(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw connectionFailure(url, init, error);
  }
}

/**
 * fetch, sent once more if its connection failed before any answer, as a client does with a request
 * it may send twice: a PUT, or a POST with an Idempotency-Key (the shop answers the second as the
 * first). The first failure is logged with its reason; a second is thrown naming it.
 */
export async function fetchSendingTwice(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    console.warn(`${connectionFailure(url, init, error).message}; sent once more`);
    return fetchNamingFailure(url, init);
  }
}

/** A successful answer's JSON; any other answer throws, naming the request and what came back. */
export async function okJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
