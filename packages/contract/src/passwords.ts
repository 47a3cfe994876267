// No zod here: public pages show these texts without loading any schema.

/** better-auth's limits for a password: the register form checks the same ones. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordResetMessages = {
  /** The same answer whether or not the address has an account: the page reveals nobody's. */
  linkRequested:
    'If an account uses this address, it gets an e-mail with a link to choose a new password. The link works once, for one hour.',
  passwordChanged:
    'Your password is changed, and every session of your account has ended. Log in with it now.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
} as const;
