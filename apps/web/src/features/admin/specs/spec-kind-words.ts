import type { SpecKind } from '@crankworks/contract';

/** A specification's kind in words, as the Specifications page lists it and its Kind select offers it. */
export const specKindLabels: Record<SpecKind, string> = {
  number: 'Number',
  text: 'Text',
  'yes-no': 'Yes or no',
};
