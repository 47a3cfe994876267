import { describe, expect, it } from 'vitest';
import { invalidatedBy } from '../../../test/query-keys.ts';
import { orderKeys } from '../../orders/index.ts';
import { paymentIntentKeys } from './payment-intent-keys.ts';

describe('paymentIntentKeys', () => {
  it('stay apart from the orders: refreshing them after a payment asks for no new intent', async () => {
    const intent = paymentIntentKeys.forOrder('o1');
    expect(await invalidatedBy(orderKeys.all, [intent, orderKeys.detail('o1')])).toEqual([
      orderKeys.detail('o1'),
    ]);
  });
});
