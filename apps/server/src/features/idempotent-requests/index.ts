// Idempotent submits (decision 058): what the app wires in.
export { registerIdempotentRequests } from './idempotent-routes.ts';
