import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProductDetail } from '../../../test/products.ts';
import { jsonResponse, stubFetch } from '../../../test/render.tsx';
import { parseBrowserCart, readBrowserCart } from './browser-cart.ts';
import { cartChanges } from './cart-changes.ts';

const crankset = aProductDetail();
const chainId = '0d9c8b7a-6f5e-4d3c-8b2a-190817263544';
const stored = () => localStorage.getItem('crankworks.cart');
const store = (value: unknown) => localStorage.setItem('crankworks.cart', JSON.stringify(value));

/** A visitor's cart changes, with the catalogue answering for the crankset (40 in stock, minimum 5). */
function visitorChanges() {
  stubFetch((url) =>
    url === `/api/product/${crankset._id}`
      ? jsonResponse(crankset)
      : jsonResponse({ message: 'No product with that id' }, 404),
  );
  return cartChanges(new QueryClient({ defaultOptions: { queries: { retry: false } } }), null);
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the browser cart', () => {
  it('ignores what it cannot read: broken JSON, not a list, broken lines, a part twice', () => {
    expect(parseBrowserCart('{"lines": [')).toEqual([]);
    expect(parseBrowserCart('{"productId": "x"}')).toEqual([]);
    expect(parseBrowserCart(null)).toEqual([]);
    const good = { productId: crankset._id, qty: 6 };
    const lines = [good, { productId: 'not an id', qty: 2 }, { productId: chainId, qty: 1.5 }, 'chain'];
    expect(parseBrowserCart(JSON.stringify([...lines, { ...good, qty: 9 }]))).toEqual([good]);
  });

  it('adds a part at the quantity asked, then adds to its line', async () => {
    const changes = visitorChanges();
    await changes.add(crankset._id, 5);
    // With the part's name, for the cart to name it should the shop stop selling it.
    expect(readBrowserCart()).toEqual([{ productId: crankset._id, qty: 5, name: crankset.name }]);
    await changes.add(crankset._id, 7);
    expect(readBrowserCart()).toEqual([{ productId: crankset._id, qty: 12, name: crankset.name }]);
  });

  it('starts afresh over a stored cart it cannot read', async () => {
    localStorage.setItem('crankworks.cart', 'not json');
    await visitorChanges().add(crankset._id, 5);
    expect(JSON.parse(stored() ?? '')).toEqual([{ productId: crankset._id, qty: 5, name: crankset.name }]);
  });

  it('refuses, as the server would, what the part does not allow, and keeps the cart as it was', async () => {
    store([{ productId: crankset._id, qty: 38 }]);
    const changes = visitorChanges();
    await expect(changes.add(crankset._id, 5)).rejects.toMatchObject({
      message: 'Order Less than 41',
      field: 'qty',
    });
    await expect(changes.setQty(crankset._id, 4)).rejects.toMatchObject({ message: 'Order More than 4' });
    await expect(changes.add(chainId, 1)).rejects.toMatchObject({ status: 404 });
    expect(readBrowserCart()).toEqual([{ productId: crankset._id, qty: 38 }]);
  });

  it('changes a quantity, and removing the last line leaves nothing stored', async () => {
    store([{ productId: crankset._id, qty: 6 }]);
    const changes = visitorChanges();
    await changes.setQty(crankset._id, 9);
    expect(readBrowserCart()).toEqual([{ productId: crankset._id, qty: 9, name: crankset.name }]);
    await changes.remove(crankset._id);
    expect(stored()).toBeNull();
  });
});
