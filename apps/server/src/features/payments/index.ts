// The payments feature: what other parts of the server may use.
export { paymentRoutes } from './routes.ts';
export { createPaymentProvider } from './providers/select-provider.ts';
export type { PaymentProvider } from './providers/payment-provider.ts';
