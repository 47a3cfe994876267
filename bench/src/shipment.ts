import { okJson } from './requests.ts';

/** Every bench customer ships to New York (a demo zone, sales tax 4 %) by its cheapest method. */
const benchAddress = {
  fullName: 'Bench Rider',
  line1: '1 Bench Road',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 555 0100',
};

/** What a checkout sends: the address, and the method the shipping options offer first for the cart. */
export async function benchShipment(baseURL: string, parts: string[]) {
  const quote = await fetch(`${baseURL}/api/shipping/options`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      to: { country: benchAddress.country, region: benchAddress.region },
      lines: parts.map((productId) => ({ productId, qty: 1 })),
    }),
  });
  const { options } = await okJson<{ options: { methodId: string }[] }>(quote);
  if (!options[0]) throw new Error('no shipping method serves the bench address: are the demo zones seeded?');
  return { shipTo: benchAddress, shippingMethodId: options[0].methodId };
}
