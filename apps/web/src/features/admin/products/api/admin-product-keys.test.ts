import { describe, expect, it } from 'vitest';
import { productKeys } from '../../../products/index.ts';
import { invalidatedBy } from '../../../../test/query-keys.ts';
import { adminProductKeys } from './admin-product-keys.ts';

describe('adminProductKeys', () => {
  const adminKeys = [
    adminProductKeys.list({ limit: 20 }),
    adminProductKeys.list({ limit: 20, q: 'chain', status: 'archived' }),
    adminProductKeys.detail('p1'),
  ];

  it('are refreshed by whatever refreshes the catalogue (an edit, a delete, an order)', async () => {
    expect(await invalidatedBy(productKeys.all, adminKeys)).toEqual(adminKeys);
  });

  it('are not under the visitors’ lists and pages, where a part’s page finds its placeholder: never a draft', async () => {
    expect(await invalidatedBy(productKeys.lists(), adminKeys)).toEqual([]);
    expect(await invalidatedBy(productKeys.details(), adminKeys)).toEqual([]);
  });
});
