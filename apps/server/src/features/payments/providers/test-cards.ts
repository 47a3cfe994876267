import type { CardErrorCode } from '@crankworks/contract';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCheck = { ok: true; last4: string } | { ok: false; code: CardErrorCode; message: string };

const refuse = (code: CardErrorCode, message: string): CardCheck => ({ ok: false, code, message });

/** Stripe's test cards that fail (stripe.com/docs/testing); every other valid number succeeds. */
const failingCards: Record<string, CardCheck> = {
  '4000000000000002': refuse('card_declined', 'Your card was declined.'),
  '4000000000009995': refuse('insufficient_funds', 'Your card has insufficient funds.'),
};

function allowedLengths(digits: string): number[] {
  if (/^3[47]/.test(digits)) return [15]; // American Express
  if (/^3(0[0-5]|[689])/.test(digits)) return [14, 16]; // Diners Club
  if (/^62/.test(digits)) return [16, 17, 18, 19]; // UnionPay
  return [16];
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month. */
function checkExpiry(expiry: string, now: Date): CardCheck | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12)
    return refuse('invalid_expiry', "Your card's expiration date is invalid.");
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (year * 12 + month < thisMonth) return refuse('expired_card', 'Your card has expired.');
  return undefined;
}

/** The built-in test processor's verdict on a card, in the order Stripe checks: number, expiry, CVC, outcome. */
export function checkTestCard(card: TestCard, now = new Date()): CardCheck {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !allowedLengths(digits).includes(digits.length) || !passesLuhn(digits)) {
    return refuse('incorrect_number', 'Your card number is incorrect.');
  }
  const expiryProblem = checkExpiry(card.expiry, now);
  if (expiryProblem) return expiryProblem;
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return refuse('invalid_cvc', "Your card's security code is invalid.");
  return failingCards[digits] ?? { ok: true, last4: digits.slice(-4) };
}
