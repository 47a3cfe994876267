/**
 * Every page form: the origin check applies (plugins/origin-check.ts), and one address may post a
 * few a minute, beside the tighter limits of the API calls each makes.
 */
export const pageFormOptions = {
  config: { pageForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
} as const;
