import { MAX_CART_LINES, storedCartLineSchema, type StoredCartLine } from '@crankworks/contract';
import {
  readBrowserCartText,
  readDroppedPartsText,
  writeBrowserCartText,
  writeDroppedPartsText,
} from './browser-cart-store.ts';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The lines of a stored cart. What cannot be trusted is left out: text that is not a JSON list, a
 * line the contract refuses, a part listed twice, lines past the most a cart holds.
 */
export function parseBrowserCart(text: string | null | undefined): StoredCartLine[] {
  const stored = text ? parseJson(text) : undefined;
  if (!Array.isArray(stored)) return [];
  const lines: StoredCartLine[] = [];
  for (const candidate of stored) {
    const line = storedCartLineSchema.safeParse(candidate);
    if (line.success && !lines.some((kept) => kept.productId === line.data.productId)) lines.push(line.data);
  }
  return lines.slice(0, MAX_CART_LINES);
}

export const readBrowserCart = () => parseBrowserCart(readBrowserCartText());

/** Keeps the lines in this browser; an empty cart leaves nothing behind. */
export const saveBrowserCart = (lines: StoredCartLine[]) =>
  writeBrowserCartText(lines.length > 0 ? JSON.stringify(lines) : null);

/** The pieces in a cart: every line's quantity added up. */
export const piecesIn = (lines: { qty: number }[]) => lines.reduce((sum, line) => sum + line.qty, 0);

/** The names of the parts the shop stopped selling that left this browser's cart. */
export function parseDroppedParts(text: string | null | undefined): string[] {
  const stored = text ? parseJson(text) : undefined;
  return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
}

/** Notes parts that left the cart by name, beside those noted before (once each). */
export function noteDroppedParts(names: string[]) {
  const kept = parseDroppedParts(readDroppedPartsText());
  const all = [...kept, ...names.filter((name) => !kept.includes(name))];
  writeDroppedPartsText(all.length > 0 ? JSON.stringify(all) : null);
}

/** The visitor has read which parts left his cart. */
export const dismissBrowserDroppedParts = () => writeDroppedPartsText(null);
