import type { Cart, CartLine } from '@crankworks/contract';
import { sumOfAmounts } from '../lib/order-quantity.ts';

/** A line of a cart as GET /api/cart answers it (the part `aProduct` is); override what a test is about. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    name: 'Carbon Crankset',
    img: '/images/crankset.webp',
    price: 19.99,
    qty: 6,
    minimumQty: 5,
    availableQty: 40,
    lineTotal: 119.94,
    nearTier: null,
    priceWas: null,
    ...overrides,
  };
}

/** A cart of these lines, with their count and total as the server adds them up. */
export function aCart(lines: CartLine[]): Cart {
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return {
    lines,
    count,
    total: sumOfAmounts(lines.map((line) => line.lineTotal)),
    dropped: [],
    awaitingPayment: [],
  };
}
