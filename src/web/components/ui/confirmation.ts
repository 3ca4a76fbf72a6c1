import { useCallback, useRef, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

type Question = { title: string; message: string };

/**
 * A Yes/No question asked in the middle of an action (docs/rules/screens.md#confirm-dialogs):
 * `await ask(title, message)` is true for Yes; `dialog` goes to `ConfirmDialog`.
 */
export function useConfirmation() {
  // The question stays after the dialog closes, so the closing dialog keeps its words.
  const [asked, setAsked] = useState<(Question & { open: boolean }) | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});

  const ask = useCallback(
    (title: string, message: string) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        setAsked({ title, message, open: true });
      }),
    [],
  );
  const reply = (yes: boolean) => {
    setAsked((current) => current && { ...current, open: false });
    answer.current(yes);
    answer.current = () => {};
  };

  const dialog: ConfirmDialogProps = {
    open: asked?.open ?? false,
    title: asked?.title ?? '',
    message: asked?.message ?? '',
    onConfirm: () => reply(true),
    onCancel: () => reply(false),
  };
  return { ask, dialog };
}
