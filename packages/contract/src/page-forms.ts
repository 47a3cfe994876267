import { messages } from './messages.ts';
import { PASSWORD_MIN_LENGTH, passwordResetMessages } from './passwords.ts';
import { reviewMessages } from './review-messages.ts';

/**
 * Why a form sent as plain HTML (the page's scripts had not loaded, or failed) was refused. The
 * server redirects back to the form's page with `?failed=<code>`; the page shows the text. Only a
 * code travels in the URL: never what was typed, and never a text a link could make up.
 */
export const formFailureTexts = {
  credentials: 'Invalid email or password',
  locked: 'Too many failed sign-ins for this account: try again in a few minutes',
  busy: 'Too many attempts: try again in a few minutes',
  mismatch: messages.passwordMismatch,
  weak: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters that is not common or easy to guess`,
  link: passwordResetMessages.linkInvalid,
  quantity: 'Choose a quantity from the minimum order to the stock shown',
  stock: 'Not enough stock is left for this quantity',
  cart: 'Your cart changed, or a part in it no longer fits its stock or minimum order: look it over and check out again',
  reviewed: reviewMessages.alreadyReviewed,
  current: 'Your current password is not right',
  full: 'Your cart is full: check out, or remove a part from it, before you add another',
  unpaid:
    'You already have as many unpaid orders as a customer may have at once: pay for or cancel one in My Orders, then order again',
  unserved:
    'We do not ship to this address yet, or no method takes this order: write to us and we will find a way',
  invalid: 'Some fields were not filled in as asked: check them and send the form again',
  pending: 'This form was sent a moment ago and its order is still being placed: look in My Orders shortly',
  resent: 'This page’s form was already sent once: reload the page to place another order',
} as const;

export type FormFailure = keyof typeof formFailureTexts;

/** The text for a `failed` code read from a URL, or null for none or an unknown code. */
export function formFailureText(code: string | null | undefined): string | null {
  return code && Object.hasOwn(formFailureTexts, code) ? formFailureTexts[code as FormFailure] : null;
}
