import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileStatusQueryKey } from '@/lib/get-profile-status';
import { PURCHASES_QUERY_KEY, RESERVATIONS_QUERY_KEY } from '@/lib/query-client';

/** DELETE /api/purchases/{id}: one of the user's bookings or purchases (product.md §11.6). */
export async function deleteRecord(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/purchases/${encodeURIComponent(id)}`);
}

export type DeleteOutcome = { deleted: string[]; failed: string[] };

/**
 * Deletes the given ids in parallel (product.md §8.4: a bulk delete runs many at once) and reports
 * which went and which failed; one failure never stops the others.
 */
export async function deleteRecords(ids: readonly string[]): Promise<DeleteOutcome> {
  const results = await Promise.allSettled(ids.map((id) => deleteRecord(id)));
  const outcome: DeleteOutcome = { deleted: [], failed: [] };
  results.forEach((result, index) => {
    const id = ids[index];
    if (id === undefined) return;
    if (result.status === 'fulfilled') outcome.deleted.push(id);
    else {
      console.error(`Failed to delete ${id}`, result.reason);
      outcome.failed.push(id);
    }
  });
  return outcome;
}

export function useDeleteRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecords,
    onSettled: () =>
      Promise.all(
        [RESERVATIONS_QUERY_KEY, PURCHASES_QUERY_KEY, profileStatusQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
