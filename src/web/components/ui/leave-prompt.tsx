import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges } from '#web/lib/unsaved-changes.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before a page with unsaved changes is left (docs/rules/screens.md#unsaved-changes): in
 * the app with a Yes/No dialog, and on reload or close with the browser's own question.
 */
export function LeavePrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  // Only while a leave is held: the page's own labels never meet the question's words.
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      open
      title="Leave this page?"
      message="Your changes are not saved. Leave without saving them?"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
