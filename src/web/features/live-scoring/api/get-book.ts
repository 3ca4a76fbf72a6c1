import type { GameBook } from '#domain/book-schemas.ts';
import { api } from '#web/lib/api-client.ts';

/** The address of a game's book: the screen reads it, and the service worker keeps its last answer. */
export const bookPath = (gameId: number) => `/api/games/${gameId}/book`;

/** A game's teams, rosters, settings, every entry of its book, and who holds it. */
export const getBook = (gameId: number) => api<GameBook>('GET', bookPath(gameId));
