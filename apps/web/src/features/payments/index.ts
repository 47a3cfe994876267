/**
 * What other parts of the app may use of the card payment: the checkout's card form for an order, its
 * summary beside it, and the word that it is paid (a guest's payment page uses them, decision 066).
 */
export { Checkout } from './components/checkout.tsx';
export { OrderSummary } from './components/order-summary.tsx';
export { PaymentSuccess } from './components/payment-success.tsx';
