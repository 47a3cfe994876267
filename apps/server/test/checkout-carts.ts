import { expect } from 'vitest';

export const CHECKOUTS = 200;
/** Two scarce parts every cart holds (two variants of one product), and one plentiful: about half of the checkouts must be refused. */
export const STOCK = { scarce: 150, rare: 250, plenty: 100_000 };

/** A refusal of a checkout for one of the two variants of the race crank that run short. */
export const RACE_CRANK_REFUSED = /^Race crank — (170|172\.5) mm: /;

/** Customer n's cart: 1–2 of the scarce part, 1–2 of the rare one, 1 of the plentiful one. */
export const cartOf = (n: number, [scarce, rare, plenty]: string[]) => [
  { productId: scarce!, qty: 1 + (n % 2) },
  { productId: rare!, qty: 1 + ((n >> 1) % 2) },
  { productId: plenty!, qty: 1 },
];

/** What every concurrent run must show: each checkout placed or refused naming a part, none oversold. */
export function expectNoOversell(
  answers: { status: number; body: { field?: string; message?: string } }[],
  refusedPart: RegExp,
) {
  const placed = answers.flatMap((answer, n) => (answer.status === 201 ? [n] : []));
  const refused = answers.filter((answer) => answer.status === 409);
  expect(placed.length + refused.length, 'every checkout is placed or refused in words').toBe(answers.length);
  for (const { body } of refused)
    expect(body).toMatchObject({ field: 'cart', message: expect.stringMatching(refusedPart) });
  expect(refused.length, 'the scarce part ran out').toBeGreaterThan(0);
  return placed;
}
