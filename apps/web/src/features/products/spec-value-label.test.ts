import { specValueLabel as contractLabel } from '@crankworks/contract';
import { describe, expect, it } from 'vitest';
import { specValueLabel } from './spec-value-label.ts';

describe('specValueLabel', () => {
  it.each([
    { kind: 'number', unit: 'mm', value: '172.5' },
    { kind: 'text', unit: null, value: 'BSA' },
    { kind: 'yes-no', unit: null, value: 'yes' },
    { kind: 'yes-no', unit: null, value: 'no' },
  ] as const)('reads $value ($kind) as the contract does', (spec) => {
    expect(specValueLabel(spec)).toBe(contractLabel(spec));
  });
});
