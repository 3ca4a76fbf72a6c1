import { useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal Yes/No question (docs/rules/screens.md#confirm-dialogs). No has the focus; Escape answers No. */
export function ConfirmDialog({ open, title = 'Please confirm', message, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-neutral-700 bg-neutral-900 p-6 text-neutral-100 backdrop:bg-black/70"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-neutral-300">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        {/* A finger's target on a touch screen: 44 px. */}
        <Button variant="secondary" className="pointer-coarse:min-h-11" onClick={onCancel}>
          No
        </Button>
        <Button variant="danger" className="pointer-coarse:min-h-11" onClick={onConfirm}>
          Yes
        </Button>
      </div>
    </dialog>
  );
}
