import { useSyncExternalStore } from 'react';

/** Where a visitor's cart is kept until he signs in: its lines ({ productId, qty, name }) as JSON. */
const STORAGE_KEY = 'crankworks.cart';
/** The names of the parts the shop stopped selling that left it, as a JSON list, until he dismisses them. */
const DROPPED_KEY = 'crankworks.cart-dropped';
/** localStorage tells other tabs of a change (`storage`), never the tab that made it: this tells that one. */
const CHANGED_HERE = 'crankworks:cart-changed';

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeText(key: string, text: string | null) {
  if (text === null) localStorage.removeItem(key);
  else localStorage.setItem(key, text);
  dispatchEvent(new Event(CHANGED_HERE));
}

/** The stored cart as text; null when there is none, or when this browser keeps nothing (storage off). */
export const readBrowserCartText = () => readText(STORAGE_KEY);

/** Replaces the stored cart (null: forgets it) and tells whoever follows it. */
export const writeBrowserCartText = (text: string | null) => writeText(STORAGE_KEY, text);

export const readDroppedPartsText = () => readText(DROPPED_KEY);
export const writeDroppedPartsText = (text: string | null) => writeText(DROPPED_KEY, text);

/** Forgets the stored cart. Here, beside the store, so that pages reach it without the cart's schemas. */
export const clearBrowserCart = () => writeBrowserCartText(null);

function subscribe(onChange: () => void) {
  addEventListener('storage', onChange);
  addEventListener(CHANGED_HERE, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(CHANGED_HERE, onChange);
  };
}

/**
 * The stored cart's text, following changes from any tab. Undefined on the server and while a page
 * it rendered hydrates: the server cannot know this browser's cart, and hydration must find its HTML.
 * Read without the contract's schemas, which every page's first load would otherwise carry.
 */
export const useBrowserCartText = () =>
  useSyncExternalStore<string | null | undefined>(subscribe, readBrowserCartText, () => undefined);

/** The names of the parts that left the stored cart, as text, following changes from any tab. */
export const useDroppedPartsText = () =>
  useSyncExternalStore<string | null | undefined>(subscribe, readDroppedPartsText, () => undefined);
