// The users feature (profiles, the admin list, admin rights): what other parts of the server may use.
export { userRoutes } from './routes.ts';
export { makeAdminCommand } from './make-admin-command.ts';
