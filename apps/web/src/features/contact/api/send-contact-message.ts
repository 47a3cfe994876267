import type { ContactMessageInput, Inserted } from '@crankworks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const sendContactMessage = (input: ContactMessageInput) =>
  api<Inserted>('/contact', { method: 'POST', body: input });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
