import { useState } from 'react';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteAdvertisement } from '../api/delete-advertisement.ts';

export const DELETE_AD_TITLE = 'Confirm Deletion';

/**
 * An ad's delete, asked first in the 'Confirm Deletion' dialog. Success toasts; a refusal is
 * shown where the admin is, with its fallback (docs/rules/messages.md#form-level-fallbacks).
 */
export function useAdvertisementDelete(onDeleted?: () => void) {
  const deleteAdvertisement = useDeleteAdvertisement();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useConfirmedDelete({
    remove: (ad: { id: number; name: string }) => {
      setDeleteError(null);
      return deleteAdvertisement.mutateAsync(ad.id);
    },
    title: DELETE_AD_TITLE,
    message: (ad) => `Are you sure you want to delete ${ad.name}?`,
    success: 'Advertisement deleted successfully',
    failure: (error) => errorMessage(error, 'An error occurred while deleting the advertisement'),
    onFailed: setDeleteError,
    onDeleted,
  });
  return { ...remove, deleteError };
}
