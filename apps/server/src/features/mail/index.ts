// The mail feature (delivery and the admins' outbox): what other parts of the server may use.
// Writing a message into the outbox is lib/mail's, which any feature uses with its own action.
export { createMailer, type Mailer } from './mailer.ts';
export { runMailSender } from './mail-sender.ts';
export { outboxRoutes } from './routes.ts';
