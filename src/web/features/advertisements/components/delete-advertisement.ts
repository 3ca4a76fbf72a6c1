import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteAdvertisement } from '../api/delete-advertisement.ts';

export const DELETE_AD_TITLE = 'Confirm Deletion';

/**
 * An ad's delete, asked first in the 'Confirm Deletion' dialog (SPEC §2). Success toasts;
 * a refusal is shown where the admin is (SPEC §8), with the spec's fallback.
 */
export function useAdvertisementDelete(onDeleted?: () => void) {
  const deleteAdvertisement = useDeleteAdvertisement();
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirm = async () => {
    const target = pending;
    setPending(null);
    if (!target) return;
    setDeleteError(null);
    try {
      await deleteAdvertisement.mutateAsync(target.id);
      toast.success('Advertisement deleted successfully');
      onDeleted?.();
    } catch (error) {
      setDeleteError(errorMessage(error, 'An error occurred while deleting the advertisement'));
    }
  };

  return {
    ask: setPending,
    dialog: {
      open: pending !== null,
      title: DELETE_AD_TITLE,
      message: `Are you sure you want to delete ${pending?.name ?? 'this advertisement'}?`,
      onConfirm: confirm,
      onCancel: () => setPending(null),
    },
    deleteError,
    isDeleting: deleteAdvertisement.isPending,
  };
}
