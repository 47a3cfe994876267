import { composeMail, type Mail } from '../../lib/mail/compose-mail.ts';
import { SHOP_NAME, shopLink } from '../../lib/mail/shop-links.ts';

interface Account {
  name: string;
  email: string;
}

const notYou = 'If you did not ask for this, ignore this e-mail: nothing changes.';

export const passwordResetMail = (account: Account, token: string): Mail =>
  composeMail({
    kind: 'password-reset',
    recipient: account.email,
    subject: `Reset your ${SHOP_NAME} password`,
    greeting: `Hello ${account.name}`,
    paragraphs: [
      `Someone asked to reset the password of your ${SHOP_NAME} account. The link below works once, for one hour. Setting a new password signs you out everywhere.`,
    ],
    action: {
      label: 'Choose a new password',
      href: shopLink(`/reset-password?token=${encodeURIComponent(token)}`),
    },
    footnote: notYou,
  });

export const verificationMail = (account: Account, token: string): Mail =>
  composeMail({
    kind: 'email-verification',
    recipient: account.email,
    subject: `Confirm your e-mail address for ${SHOP_NAME}`,
    greeting: `Welcome to ${SHOP_NAME}, ${account.name}`,
    paragraphs: ['Please confirm that this address is yours, so we can reach you about your orders.'],
    action: {
      label: 'Confirm my e-mail address',
      href: shopLink(`/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=%2Fdashboard`),
    },
    footnote: notYou,
  });

/** To the owner of an address someone tried to register again: the sign-up's answer tells nobody. */
export const signUpAttemptMail = (account: Account): Mail =>
  composeMail({
    kind: 'sign-up-attempt',
    recipient: account.email,
    subject: `Someone tried to register with your address at ${SHOP_NAME}`,
    greeting: `Hello ${account.name}`,
    paragraphs: [
      `Someone just tried to create a ${SHOP_NAME} account with this e-mail address, which already has one. No account was made, and nothing of yours changed.`,
      `If it was you, log in with your password. Forgotten it? Choose a new one at ${shopLink('/forgot-password')}`,
    ],
    action: { label: 'Log in', href: shopLink('/login') },
    footnote: 'If it was not you, ignore this e-mail: nobody gets into your account without your password.',
  });
