import type { SeedStep } from '../../db/seed/step.ts';
import { saveSeller } from './queries.ts';

/** An invented seller, so the demo's invoices show every field Settings has. */
export const demoSeller = {
  legalName: 'Crankworks Bicycle Parts Ltd',
  postalAddress: '4 Sprocket Yard\nGearton, NY 10115',
  country: 'US',
  taxId: 'US-EIN 12-3456789',
  registrationNumber: 'NY DOS 1234567',
  email: 'billing@crankworks.test',
  phone: '+1 555 0100',
  bankDetails: 'Gearton Savings Bank\nAccount 000123456789, routing 021000021',
};

/**
 * Seed step: in demo mode, the demo seller, into a new database only. A real shop's database never
 * gets an invented legal identity; an admin enters its own in Settings.
 */
export const seedDemoSeller: SeedStep = async ({ db, config, newDatabase }) => {
  if (config.demo && newDatabase) await saveSeller(db, demoSeller);
};
