import type { GuestCheckout, GuestOrder } from '@crankworks/contract';
import type { App } from '../src/app.ts';

export const guestBody = (
  lines: GuestCheckout['lines'],
  overrides: Partial<GuestCheckout> = {},
): GuestCheckout => ({
  name: 'Gwen Guest',
  email: 'gwen@example.com',
  address: '3 Freewheel Lane, Gearton',
  phone: '+1 555 0199',
  lines,
  ...overrides,
});

/** A guest checkout through the real route (no session): its answer, as given. */
export const guestCheckout = (app: App, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/guest-checkout', payload: body as object });

/** Places a guest order and returns its id and its order link's token. */
export async function placeGuestOrder(app: App, body: GuestCheckout): Promise<GuestOrder> {
  const response = await guestCheckout(app, body);
  if (response.statusCode !== 201)
    throw new Error(`guest checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<GuestOrder>();
}
