import type { TestCardPayment, testCardResultSchema } from '@crankworks/contract';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type TestCardResult = z.infer<typeof testCardResultSchema>;

/** The built-in test processor: a refused card answers 402 with the processor's message. */
export const confirmTestPayment = (payment: TestCardPayment) =>
  api<TestCardResult>('/test-payments/confirm', { method: 'POST', body: payment });

export const useConfirmTestPayment = () => useMutation({ mutationFn: confirmTestPayment });
