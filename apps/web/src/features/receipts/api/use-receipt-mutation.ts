import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptKeys } from './keys.ts';

/** A receipt action that refreshes every receipt list when it succeeds. */
export function useReceiptMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptKeys.all }) });
}
