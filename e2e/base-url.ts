import { sharedFreePort } from '../scripts/free-port.ts';

/** Where the end-to-end server listens: loopback, on E2E_PORT or a port found free when the run starts. */
export const e2ePort = await sharedFreePort('E2E_PORT');
export const baseURL = `http://127.0.0.1:${e2ePort}`;
