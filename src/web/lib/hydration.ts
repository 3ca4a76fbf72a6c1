import { useState, useSyncExternalStore } from 'react';
import { firstDataAt } from './first-data.ts';

const never = () => () => {};

/**
 * False while the page the server rendered is being hydrated (and on the server itself), true
 * from then on: what only the browser knows (local storage, the clock now) waits for it, so
 * the first render matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

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
