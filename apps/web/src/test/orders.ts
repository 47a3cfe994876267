import type { Order, OrderChargesDto, OrderDetail } from '@crankworks/contract';
import { orderTotal } from '../lib/order-quantity.ts';

/** An unpaid order as the API returns it; override what a test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '5f0e4b1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b',
    productId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    name: 'Carbon Crankset',
    description: 'A stiff, light crankset.',
    price: 19.99,
    orderQty: 6,
    total: 119.94,
    lineCount: 1,
    userName: 'Casey Rider',
    userEmail: 'casey@example.com',
    address: '1 Spoke Street',
    phone: '555 0100',
    paid: false,
    shipped: false,
    status: 'unpaid',
    transactionId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    shippedAt: null,
    cancelledAt: null,
    expiredAt: null,
    deliveredAt: null,
    heldUntil: '2026-11-20T10:30:00.000Z',
    ...overrides,
  };
}

/**
 * An order as GET /api/order/:id answers its customer: with its lines (unless told, the first line
 * its fields describe, nothing shipped), no shipment and no refund. An admin's is told `allowed`.
 */
export function anOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = anOrder(overrides);
  const { productId, name, description, price, orderQty } = order;
  const firstLine = {
    lineNo: 1,
    productId,
    name,
    description,
    price,
    qty: orderQty,
    lineTotal: orderTotal(orderQty, price),
    shippedQty: 0,
    leftToShipQty: orderQty,
  };
  const paidTotal = order.paid ? order.total : 0;
  return {
    lines: [firstLine],
    charges: null,
    shipments: [],
    paidTotal,
    refundedTotal: 0,
    netTotal: paidTotal,
    refunds: [],
    allowed: null,
    invoice: null,
    creditNotes: [],
    ...order,
  };
}

/** What an order shipped to New York was charged: $119.94 of parts, free Standard shipping, 4 % tax. */
export const newYorkCharges: OrderChargesDto = {
  goods: 119.94,
  shipping: 0,
  shippingMethod: 'Standard',
  deliveryEstimate: '3–5 business days',
  tax: 4.15,
  taxLabel: 'Sales tax 4%',
  pricesIncludeTax: false,
  reverseChargeNote: null,
  shipTo: ['Ada Rider', '350 Fifth Avenue', 'New York NY 10118', 'United States'],
  billTo: ['Rider Ltd', '1 Spoke Street', 'Gearton NY 10001', 'United States'],
  vatId: 'US-12-3456789',
};
