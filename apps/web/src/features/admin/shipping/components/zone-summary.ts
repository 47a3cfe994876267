import { deliveryEstimate, placeName, type ShippingMethod, type ShippingZone } from '@crankworks/contract';
import { formatUsd } from '../../../../lib/format.ts';

const grams = new Intl.NumberFormat('en-US');

/** "up to 1,000 g $6.95", "up to $2,000.00 of goods $89.00", "and above $149.00". */
function bracket(method: ShippingMethod, rate: ShippingMethod['rates'][number]) {
  if (rate.upTo === null) return `and above ${formatUsd(rate.price)}`;
  const bound =
    method.basis === 'weight' ? `${grams.format(rate.upTo)} g` : `${formatUsd(rate.upTo)} of goods`;
  return `up to ${bound} ${formatUsd(rate.price)}`;
}

/** A method in one line: "Standard · up to 1,000 g $6.95 · free from $150.00 · 3–5 business days". */
export const methodSummary = (method: ShippingMethod) =>
  [
    method.name,
    ...method.rates.map((rate) => bracket(method, rate)),
    ...(method.freeAbove === null ? [] : [`free from ${formatUsd(method.freeAbove)}`]),
    deliveryEstimate(method.minDays, method.maxDays),
  ].join(' · ');

/** "United States; Alaska, United States". */
export const areasSummary = (zone: ShippingZone) =>
  zone.areas.map((area) => placeName(area.country, area.region)).join('; ');
