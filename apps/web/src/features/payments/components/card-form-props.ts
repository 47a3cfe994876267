/** What both card forms (the test processor's and Stripe's) get from the checkout. */
export interface CardFormProps {
  clientSecret: string;
  amountCents: number;
  /** Records the confirmed payment on the order; a rejection is shown beneath the form. */
  onConfirmed: (transactionId: string) => Promise<void>;
  /** A guest's order link token, which stands for a session on his order's payment calls. */
  orderLink?: string;
}
