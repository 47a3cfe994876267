import type { TestCardPayment, testCardResultSchema } from '@crankworks/contract';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type TestCardResult = z.infer<typeof testCardResultSchema>;

/** The built-in test processor: a refused card answers 402 with the processor's message. */
export const confirmTestPayment = (payment: TestCardPayment, orderLink?: string) =>
  api<TestCardResult>('/test-payments/confirm', { method: 'POST', body: payment, orderLink });

/** `orderLink`: a guest's order link token, on his order's payment (decision 066). */
export const useConfirmTestPayment = (orderLink?: string) =>
  useMutation({ mutationFn: (payment: TestCardPayment) => confirmTestPayment(payment, orderLink) });
