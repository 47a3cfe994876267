import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact.ts';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello' };

const issueOf = (input: unknown) => {
  const issue = contactMessageInputSchema.safeParse(input).error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('contactMessageInputSchema: the contact form’s rules', () => {
  it('accepts 20 characters and trims blanks around them', () => {
    const twenty = 'x'.repeat(20);
    expect(contactMessageInputSchema.parse({ ...valid, firstName: ` ${twenty} ` }).firstName).toBe(twenty);
  });

  it.each(['firstName', 'lastName'])('limits %s to 20 characters', (field) => {
    expect(issueOf({ ...valid, [field]: 'x'.repeat(21) })).toEqual({
      field,
      message: 'must be at most 20 characters',
    });
  });

  it('takes a message of 2,000 characters, a quote request, and refuses one more', () => {
    expect(issueOf({ ...valid, message: 'x'.repeat(2000) })).toBeUndefined();
    expect(issueOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      field: 'message',
      message: 'must be at most 2,000 characters',
    });
  });

  it.each(['firstName', 'lastName', 'email', 'message'])('requires %s', (field) => {
    expect(issueOf({ ...valid, [field]: undefined })).toEqual({ field, message: 'is required' });
    expect(issueOf({ ...valid, [field]: '' })).toEqual({ field, message: 'is required' });
  });

  it.each(['ada', 'ada@example', 'ada@@example.com', 'a b@example.com'])('rejects the e-mail %s', (email) => {
    expect(issueOf({ ...valid, email })).toEqual({
      field: 'email',
      message: 'must be a valid e-mail address',
    });
  });
});
