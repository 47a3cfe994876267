import { taxRowLabel, type OrderChargesDto } from '@crankworks/contract';
import type { SumRow } from '../../../components/lines-table.tsx';

/** The rows between an order's lines and its total: goods, shipping by its method, and the tax. */
export const chargeRows = (charges: OrderChargesDto): SumRow[] => [
  { label: 'Goods', amount: charges.goods },
  { label: `Shipping: ${charges.shippingMethod}`, amount: charges.shipping },
  { label: taxRowLabel(charges.taxLabel, charges.pricesIncludeTax), amount: charges.tax },
];
