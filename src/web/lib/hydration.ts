import { startTransition, useEffect, useState } from 'react';
import { firstDataAt } from './first-data.ts';

/** Whether the app has hydrated the page the server rendered, or rendered one that came empty. */
let pageHydrated = false;
const waiting = new Set<() => void>();

/**
 * Called by the app's start once it has hydrated the page (or before it renders one that came
 * empty). What waited for it renders again as a transition: in slices that leave the browser free
 * to answer, rather than in one long task.
 */
export function markHydrated() {
  pageHydrated = true;
  startTransition(() => {
    for (const wake of waiting) wake();
  });
  waiting.clear();
}

/**
 * False while the page the server rendered is being hydrated (and on the server itself), true
 * from then on: what only the browser knows (local storage, the clock now) waits for it, so
 * the first render matches the server's HTML. A screen rendered later in the browser is true
 * at once.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(pageHydrated);
  useEffect(() => {
    if (done) return;
    if (pageHydrated) {
      startTransition(() => setDone(true));
      return;
    }
    const wake = () => setDone(true);
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [done]);
  return done;
}

/**
 * The time a screen counts from: while the server's HTML is hydrated, the time the server
 * read the page's data (the HTML was rendered then), and the browser's clock from then on.
 */
export function useNow(): Date {
  const hydrated = useHydrated();
  const [rendered] = useState(() => new Date(firstDataAt() ?? Date.now()));
  const [mounted] = useState(() => new Date());
  return hydrated ? mounted : rendered;
}
