/** Where the cluster's HAProxy listens for the cluster browser test (nodes on the next ports). */
export const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? 3180);
export const clusterURL = `http://127.0.0.1:${clusterPort}`;
