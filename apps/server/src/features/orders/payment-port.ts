/** A card payment as the provider knows it. */
export interface RetrievedIntent {
  id: string;
  /** Stripe's PaymentIntent status; only `succeeded` means the money is there. */
  status: string;
  amountCents: number;
  currency: string;
  /** The order the intent was created for (metadata.orderId); null when it carries none. */
  orderId: string | null;
}

/** What became of an intent the shop asked the provider to cancel. */
export type CancelOutcome =
  /** It can no longer be paid. */
  | 'canceled'
  /** Too late: the customer's payment has already succeeded. */
  | 'succeeded'
  /** Not yet: the card network is still deciding the payment, and until it has, it cannot be cancelled. */
  | 'processing';

/**
 * The provider's final word on a refund. Anything it has not decided (no answer, a network error,
 * its own server error) is thrown instead: the refund stays pending and is asked for again with the
 * same idempotency key, which never pays back twice.
 */
export type RefundOutcome =
  { status: 'succeeded'; providerRefundId: string } | { status: 'failed'; failure: string };

/** A refund the shop has recorded, as its payment's provider is asked for it. */
export interface RefundAsked {
  /** Our refund's id: the idempotency key `refund-<id>` is made of it, and Stripe keeps it in metadata. */
  refundId: string;
  orderId: string;
  amountCents: number;
  /** When we recorded it: Stripe forgets an idempotency key after 24 hours (decision 054). */
  recordedAt: Date;
}

/** The provider is asked with a key made of our refund's id: asking again never refunds twice. */
export const refundIdempotencyKey = (refundId: string) => `refund-${refundId}`;

/**
 * What orders need of the card payment provider: to check a payment before an order counts as paid,
 * to cancel one before an unpaid order goes, and to pay some of it back. The payments feature's
 * providers implement it, so orders never depend on payments (payments depend on orders). No call is
 * made with a database transaction open (decision 008): the provider refuses one that is.
 */
export interface OrderPayments {
  /** The intent as the provider knows it, or null when there is no such intent. */
  retrieveIntent(id: string): Promise<RetrievedIntent | null>;
  /**
   * Cancels an intent so that it can never be paid, unless its payment has already succeeded or is
   * still being processed.
   */
  cancelIntent(id: string): Promise<CancelOutcome>;
  /**
   * Pays back part or all of a succeeded payment. The same refund id always means the same refund:
   * asking again answers the first outcome without paying back twice.
   */
  refund(intentId: string, asked: RefundAsked): Promise<RefundOutcome>;
}
