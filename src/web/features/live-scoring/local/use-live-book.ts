import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveBook, type LiveBookView } from './live-book.ts';

/**
 * The game's book on this device, open while the screen shows it: its view, and the book to
 * record plays in. The screen is keyed by the game, so one screen opens one book.
 */
export function useLiveBook(gameId: number): { view: LiveBookView; book: LiveBook } {
  const [book] = useState(() => new LiveBook(gameId));
  useEffect(() => {
    book.start();
    return () => book.stop();
  }, [book]);
  const view = useSyncExternalStore(book.subscribe, book.getView, book.getView);
  return { view, book };
}
