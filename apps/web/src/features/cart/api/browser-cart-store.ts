import { useSyncExternalStore } from 'react';

/** Where a visitor's cart is kept until he signs in: its lines ({ productId, qty }) as JSON. */
const STORAGE_KEY = 'crankworks.cart';
/** localStorage tells other tabs of a change (`storage`), never the tab that made it: this tells that one. */
const CHANGED_HERE = 'crankworks:cart-changed';

/** The stored cart as text; null when there is none, or when this browser keeps nothing (storage off). */
export function readBrowserCartText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Replaces the stored cart (null: forgets it) and tells whoever follows it. */
export function writeBrowserCartText(text: string | null) {
  if (text === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, text);
  dispatchEvent(new Event(CHANGED_HERE));
}

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
