/** The longest slug made from a name (a number may follow it to make it unique). */
const MAX_SLUG = 60;

/**
 * "Brakes & Rotors" → "brakes-rotors": an address made from a name (a category's, a specification's
 * key), or `fallback` for a name with no letter or digit of the Latin alphabet.
 */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** The slug, or the slug with the first number from 2 on that no other has. */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let number = 2;
  while (taken.has(`${slug}-${number}`)) number += 1;
  return `${slug}-${number}`;
}
