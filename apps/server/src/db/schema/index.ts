export * from './catalog.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './auth.ts';
export * from './mail.ts';
export * from './facts.ts';
export * from './idempotency.ts';
export * from './invoices.ts';
