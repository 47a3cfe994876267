import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
};

const formatNames: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid id',
  url: 'a valid URL',
  datetime: 'a date and time',
};

function countable(origin: string, amount: number | bigint) {
  const unit =
    origin === 'string' ? 'character' : origin === 'array' || origin === 'set' ? 'item' : undefined;
  if (!unit) return `${amount}`;
  return `${amount} ${unit}${Number(amount) === 1 ? '' : 's'}`;
}

const bounds = {
  too_small: { inclusive: 'at least', exclusive: 'greater than' },
  too_big: { inclusive: 'at most', exclusive: 'less than' },
} as const;

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }) {
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(limit) === 1) return 'is required';
  if (issue.exact) return `must be exactly ${countable(issue.origin, limit)}`;
  const bound = bounds[issue.code][issue.inclusive === false ? 'exclusive' : 'inclusive'];
  return `must be ${bound} ${countable(issue.origin, limit)}`;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Zod's default messages ("Too small: expected number to be >=1") read badly in a form or an API
 * answer. These read as the end of a sentence that starts with the field name ("limit must be at
 * least 1"), which is how the server's error handler and the forms show them. A schema's own
 * `error` always wins over this fallback.
 */
export function humanErrorMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue.input)) return 'is required';
      return `must be ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return `must be ${formatNames[issue.format] ?? `in the ${issue.format} format`}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`;
    default:
      return 'is invalid';
  }
}

z.config({ customError: humanErrorMessage });

/** For a schema-level `error`: "is required" when the value is missing, else the given message. */
export const requiredOr = (message: string) => (issue: Issue) =>
  isMissing(issue.input) ? 'is required' : message;
