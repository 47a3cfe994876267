import type { PartSpec, ProductSpecsInput } from '@crankworks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { productKeys } from '../../../products/index.ts';
import { specKeys } from '../../specs/index.ts';

export const setProductSpecs = ({ id, specs }: ProductSpecsInput & { id: string }) =>
  api<{ specs: PartSpec[] }>(`/product/${encodeURIComponent(id)}/specs`, { method: 'PUT', body: { specs } });

/** Gives a part exactly these specification values: its page shows them, and each specification counts its parts. */
export function useSetProductSpecs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductSpecs,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: specKeys.all }),
      ]),
  });
}
