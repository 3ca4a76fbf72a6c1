import { useEffect, useRef } from 'react';

/**
 * Which forms on screen hold changes not saved yet (docs/rules/screens.md#unsaved-changes):
 * each form registers a question asked when the page is about to be left, so the answer is
 * the form's state at that moment, even mid-save.
 */
const forms = new Set<{ readonly current: () => boolean }>();

/** Whether any form on screen holds changes not saved yet. */
export const hasUnsavedChanges = () => [...forms].some((isUnsaved) => isUnsaved.current());

/** Registers the form while it is on screen; `isUnsaved` is asked when the page is left. */
export function useUnsavedChanges(isUnsaved: () => boolean) {
  const latest = useRef(isUnsaved);
  useEffect(() => {
    latest.current = isUnsaved;
  });
  useEffect(() => {
    forms.add(latest);
    return () => {
      forms.delete(latest);
    };
  }, []);
}
