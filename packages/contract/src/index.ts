export * from './common.ts';
export * from './contact.ts';
export * from './messages.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './products.ts';
export * from './reviews.ts';
