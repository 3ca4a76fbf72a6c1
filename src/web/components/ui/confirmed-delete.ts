import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

type ConfirmedDeleteOptions<Item> = {
  /** Deletes the item; a throw is a failure. */
  remove: (item: Item) => Promise<unknown>;
  title: string;
  /** The dialog's question about the item. */
  message: (item: Item) => string;
  /** The success toast. */
  success: string;
  /** The failure's text: the server's reason or the screen's own sentence (docs/rules/messages.md#error-toasts). */
  failure: (error: unknown) => string;
  /** After a delete that succeeded, e.g. back to the list. */
  onDeleted?: (item: Item) => void;
  /** Shows the failure where the admin is instead of in an error toast. */
  onFailed?: (message: string) => void;
};

/**
 * A delete asked first in a Yes/No dialog (docs/rules/screens.md#confirm-dialogs): `ask(item)`
 * opens it, `dialog` goes to `ConfirmDialog`; Yes deletes and says how it went.
 */
export function useConfirmedDelete<Item>({
  remove,
  title,
  message,
  success,
  failure,
  onDeleted,
  onFailed,
}: ConfirmedDeleteOptions<Item>) {
  // The item stays after the dialog closes, so the closing dialog keeps its question.
  const [asked, setAsked] = useState<{ item: Item; open: boolean } | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const close = () => setAsked((current) => current && { ...current, open: false });

  const confirm = async () => {
    if (!asked?.open) return;
    close();
    setIsDeleting(true);
    try {
      await remove(asked.item);
      toast.success(success);
      onDeleted?.(asked.item);
    } catch (error) {
      const text = failure(error);
      if (onFailed) onFailed(text);
      else toast.error(text);
    } finally {
      setIsDeleting(false);
    }
  };

  const dialog: ConfirmDialogProps = {
    open: asked?.open ?? false,
    title,
    message: asked ? message(asked.item) : '',
    onConfirm: confirm,
    onCancel: close,
  };
  return { ask: (item: Item) => setAsked({ item, open: true }), dialog, isDeleting };
}
