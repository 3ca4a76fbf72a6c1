import type { BookEntriesBody, BookReceipt } from '#domain/book-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { bookPath } from './get-book.ts';

/** Adds entries to the book in order, all or none; sending a batch again changes nothing. */
export const sendEntries = (gameId: number, body: BookEntriesBody) =>
  api<BookReceipt>('POST', `${bookPath(gameId)}/entries`, body);
