import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookDeviceBody,
  bookEntriesBody,
  bookReceipt,
  bookRefusalBody,
  entryReceivedOtherwise,
  gameBook,
  NOTHING_TO_CLOSE,
} from '#domain/book-schemas.ts';
import { errorBody, idParams } from '#domain/fields.ts';
import { gameDetail } from '#domain/game-schemas.ts';
import { requireScorekeeping, userOf } from '../auth/guard.ts';
import { gameTag, leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, HttpError } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import {
  bookAnswer,
  closeBook,
  holderRefusals,
  readBook,
  receiveEntries,
  takeBookOver,
  type CloseRefusal,
  type EntriesRefusal,
} from './book.ts';
import { afterKeeping, notFoundRefusal, writeRefusals } from './route-answers.ts';
import { calledOffRefusals, otherLeagueRefusals } from './scorekeeping.ts';
import { slotRaceOfGame, slotRefusals } from './slots.ts';

const bookRefusals: Refusals<EntriesRefusal | CloseRefusal> = {
  ...notFoundRefusal,
  ...otherLeagueRefusals,
  ...calledOffRefusals,
  ...slotRefusals,
  ...holderRefusals,
  'received otherwise': ({ entryId }) => conflict(entryReceivedOtherwise(String(entryId)), { entryId }),
  // The domain's own message: the device checked the entry with the same code, so the books differ.
  'entry refused': ({ entryId, message }) => new HttpError(400, String(message), { entryId }),
  'nothing to close': () => conflict(NOTHING_TO_CLOSE),
  // The book's lines are the game's own: no line of another game is ever among them.
  'foreign line': ({ id }) => badRequest(`Stat line ${String(id)} is not part of this game.`),
};

const readRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * A live game's book (docs/decisions/048-live-game-book.md): what a device needs to score the
 * game, its entries, taking the book over and closing the game. Like scorekeeping, any
 * signed-in account reaches them; whether it keeps the scores of the game's league is asked
 * once the game is read. A play changes only the game's own live answers; the first play and
 * the close change the league's.
 */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/book',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "A game's book: its teams and rosters, the league's game settings, every entry, the holder",
        params: idParams,
        response: { 200: gameBook, ...readRefusals },
      },
    },
    async (request) => answer(await readBook(app.db, request.params.id, userOf(request)), bookRefusals),
  );

  app.post(
    '/:id/book/entries',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Add entries to a game's book in order, all or none; an entry already received as it is is skipped",
        params: idParams,
        body: bookEntriesBody,
        response: { 200: bookReceipt, ...writeRefusals, 400: bookRefusalBody, 409: bookRefusalBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(app.db, (tx) => receiveEntries(tx, id, request.body, userOf(request))).catch(
        slotRaceOfGame(app.db, id),
      );
      const { received, lastSeq, closed, leagueId, started, restored } = answer(result, bookRefusals);
      changesOnly(request, gameTag(id));
      // The game goes on with its first play; a correction of a closed game changes its stored lines.
      if (started || restored) changesOnly(request, leagueTag(leagueId));
      return { received, lastSeq, closed };
    },
  );

  app.put(
    '/:id/book/holder',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Take a game's book over to this device; answers the book",
        params: idParams,
        body: bookDeviceBody,
        response: { 200: gameBook, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = userOf(request);
      answer(await inTransaction(app.db, (tx) => takeBookOver(tx, id, request.body.device, by)), bookRefusals);
      changesOnly(request, gameTag(id));
      return bookAnswer(app.db, id);
    },
  );

  app.post(
    '/:id/book/close',
    {
      onRequest: requireScorekeeping,
      schema: {
        tags: ['games'],
        summary: "Close a game scored live: store its book's stat lines and score; answers the game with its box score",
        params: idParams,
        body: bookDeviceBody,
        response: { 200: gameDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = userOf(request);
      const result = await inTransaction(app.db, (tx) => closeBook(tx, id, request.body.device, by)).catch(
        slotRaceOfGame(app.db, id),
      );
      const { leagueId } = answer(result, bookRefusals);
      changesOnly(request, gameTag(id));
      return afterKeeping(app.db, request, id, leagueId);
    },
  );
};
