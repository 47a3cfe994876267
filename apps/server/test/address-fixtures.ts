import type { AddressInput } from '@crankworks/contract';
import { loadConfig } from '../src/config.ts';
import { seedDemoZones } from '../src/features/shipping/index.ts';
import type { TestApp } from './helper.ts';

/** A customer's address in New York (sales tax 4 %, the demo zone "United States"). */
export const newYork = {
  fullName: 'Ada Rider',
  line1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  country: 'US',
  phone: '+1 212 555 0100',
} satisfies AddressInput;

/** The New York address as a plain-HTML order form posts it: a new address, billed there. */
export const newYorkFormFields: Record<string, string> = {
  shipToChoice: 'new',
  ...Object.fromEntries(Object.entries(newYork).map(([name, value]) => [`shipTo.${name}`, value])),
  billToSame: 'on',
};

/** The demo's shipping zones (the United States, the EU, …), as a new shop starts with them. */
export const addDemoZones = (t: TestApp) =>
  seedDemoZones({
    db: t.database.db,
    config: loadConfig({ NODE_ENV: 'test', DEMO: 'true' }),
    log: t.app.log,
    newDatabase: true,
  });
