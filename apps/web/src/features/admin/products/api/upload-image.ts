import type { UploadedImage } from '@crankworks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<UploadedImage>('/images', { method: 'POST', body: form });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
