/** Where the end-to-end server listens: loopback only, on a port other than the dev server's. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3123);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
