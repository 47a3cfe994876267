// The contact form's lengths, in a module of their own: the home page's plain form reads them
// without loading the schemas (and zod) that use them.

/** The longest first and last name the contact form takes: the seed's 20. */
export const CONTACT_NAME_MAX_LENGTH = 20;
/** The longest message: room for a quote request, where the seed's 20 stopped every one (decision 062). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
