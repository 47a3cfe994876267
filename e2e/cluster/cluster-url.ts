import { sharedFreePort } from '../../scripts/free-port.ts';

/** Where the cluster's HAProxy listens for the cluster browser test: E2E_CLUSTER_PORT or a free port. */
export const clusterPort = await sharedFreePort('E2E_CLUSTER_PORT');
export const clusterURL = `http://127.0.0.1:${clusterPort}`;
