import { describe, expect, it } from 'vitest';
import { authKeys, userKeys } from '../features/auth/index.ts';
import { orderKeys } from '../features/orders/index.ts';
import { productKeys } from '../features/products/index.ts';
import { reviewKeys } from '../features/reviews/index.ts';
import { invalidatedBy } from '../test/query-keys.ts';

const tableQuery = { page: 1, pageSize: 20, sort: 'createdAt', dir: 'desc' } as const;

// The keys the mutations invalidate, against the queries each must (and must not) refresh.
describe('query keys across features', () => {
  it('an order placed or deleted (orders and products) refreshes the stock everywhere it is shown', async () => {
    const stock = [
      productKeys.list({ limit: 6 }),
      productKeys.detail('p1'),
      productKeys.purchase('p1'),
      productKeys.facets({ stock: 'in' }),
    ];
    expect(await invalidatedBy(productKeys.all, [...stock, orderKeys.detail('o1')])).toEqual(stock);
  });

  it('any change to an order refreshes the customer’s list, the admin table and the dashboard figures', async () => {
    const orders = [
      orderKeys.mine('rider@example.com'),
      orderKeys.list({ ...tableQuery, sort: 'createdAt' }),
      orderKeys.detail('o1'),
      orderKeys.summary(),
    ];
    expect(await invalidatedBy(orderKeys.all, [...orders, productKeys.detail('p1')])).toEqual(orders);
  });

  it('a review added or moderated refreshes the home page’s reviews and the admin table', async () => {
    const reviews = [reviewKeys.shown(), reviewKeys.list({ ...tableQuery, sort: 'createdAt' })];
    expect(await invalidatedBy(reviewKeys.all, reviews)).toEqual(reviews);
  });

  it('signing out forgets every admin check but not the session; a role change refreshes the user table only', async () => {
    const checks = [authKeys.adminCheck('a@example.com'), authKeys.adminCheck('b@example.com')];
    expect(await invalidatedBy(authKeys.adminChecks(), [...checks, authKeys.session()])).toEqual(checks);
    const table = userKeys.list({ ...tableQuery, sort: 'createdAt' });
    expect(await invalidatedBy(userKeys.lists(), [table, userKeys.profile('a@example.com')])).toEqual([
      table,
    ]);
  });
});
