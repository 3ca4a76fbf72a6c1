import type { BookDeviceBody, GameBook } from '#domain/book-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { bookPath } from './get-book.ts';

/** Takes the book over to this device; answers the book as the server has it. */
export const takeBook = (gameId: number, body: BookDeviceBody) =>
  api<GameBook>('PUT', `${bookPath(gameId)}/holder`, body);
