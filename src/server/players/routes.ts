import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import {
  mergePlayerBody,
  newPlayerBody,
  playerMatchesQuery,
  playerMerge,
  playerMerged,
  playerDetail,
  playerListRow,
  playersQuery,
  playerTeamsBody,
  playerUpdateBody,
  registered,
} from '#domain/players.ts';
import { currentAdmin, isAdminRequest, requireAdmin, userOf } from '../auth/guard.ts';
import { leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { withMail } from '../mail/outbox.ts';
import { queueMatchConfirmation, queueRegistrationMail } from '../mail/registration-mail.ts';
import { register, type RegistrationRefusal } from '../registrations/repository.ts';
import { playersCsv } from './export.ts';
import { keptPlayerOf, mergePlayers, mergesInto, type SharedGame } from './merge.ts';
import {
  createPlayer,
  deletePlayer,
  findPlayer,
  listPlayers,
  possiblePlayers,
  setPlayerTeams,
  updatePlayer,
} from './repository.ts';

export type PlayersRoutesOptions = { registrationRateLimit: number };

const refused = { 400: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };
const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const playerNotFound = 'Player not found';
const playerRefusals: Refusals<'not found' | 'no team'> = {
  'not found': () => notFound(playerNotFound),
  'no team': () => badRequest('That team does not exist.'),
};

/** Only the team's own state refuses a registration (docs/decisions/034-registration-without-disclosure.md). */
const registrationRefusals: Refusals<RegistrationRefusal> = {
  'no team': () => badRequest('That team does not exist.'),
  'registration closed': () => forbidden("Registration is closed for this team's league."),
  'waiver changed': () =>
    conflict('The waiver has changed since you opened the form. Please read it again and agree to register.'),
  'roster full': () =>
    conflict("This team's roster is full. Please choose another team or contact the league administrator."),
};

/** A player's page data and registration (docs/rules/api.md#players). */
export const playersRoutes: FastifyPluginAsyncZod<PlayersRoutesOptions> = async (app, options) => {
  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['players'],
        summary: 'A player with their teams; email and phone for signed-in admins only',
        params: idParams,
        response: { 200: playerDetail, ...refused },
      },
    },
    async (request) => {
      const admin = await currentAdmin(request);
      let found = await findPlayer(app.db, request.params.id, admin !== null);
      // A player merged into another is shown as the one they became.
      const kept = found ? null : await keptPlayerOf(app.db, request.params.id);
      if (kept !== null) found = await findPlayer(app.db, kept, admin !== null);
      if (!found) throw notFound(playerNotFound);
      return found;
    },
  );

  app.post(
    '/',
    {
      // The limit guards registration, never a signed-in admin entering a roster; a scorekeeper registers as anyone does.
      config: { rateLimit: { max: options.registrationRateLimit, timeWindow: '1 minute', allowList: isAdminRequest } },
      schema: {
        tags: ['players'],
        summary:
          'Registration without a session (the current waiver agreed, a team of an active league with open registration); an admin create with one',
        body: newPlayerBody,
        response: { 201: z.union([playerDetail, registered]), ...refused, 409: errorBody },
      },
    },
    async (request, reply) => {
      const admin = await currentAdmin(request);
      const { teamId, teamIds, agreeToWaiver, waiverVersion, ...fields } = request.body;
      const wanted = [...new Set(teamIds ?? (teamId ? [teamId] : []))];
      if (wanted.length === 0) throw badRequest('Team is required.');
      if (admin) {
        const result = await inTransaction(app.db, (tx) => createPlayer(tx, fields, wanted));
        const { id, leagueIds } = answer(result, playerRefusals);
        changesOnly(request, ...leagueIds.map(leagueTag));
        return reply.code(201).send((await findPlayer(app.db, id, true))!);
      }

      if (agreeToWaiver !== true) throw badRequest('You must agree to the waiver to register.');
      if (wanted.length > 1) throw badRequest('Register for one team at a time.');
      const { isCaptain, ...player } = fields;
      const details = {
        ...player,
        position: player.position ?? null,
        age: player.age ?? null,
        height: player.height ?? null,
        weight: player.weight ?? null,
        jerseyNumber: player.jerseyNumber ?? null,
      };
      const result = await inTransaction(
        app.db,
        withMail(
          (tx) => register(tx, { details, teamId: wanted[0]!, captainRequested: isCaptain, waiverVersion }),
          async (tx, made) => {
            await queueRegistrationMail(
              tx,
              app.mail,
              made.registrationId,
              made.status === 'approved' ? 'registration-approved' : 'registration-received',
            );
            if (made.confirmation) await queueMatchConfirmation(tx, app.mail, made.confirmation);
          },
        ),
      );
      // The confirmation's link goes by email to the player matched, never into the answer.
      const { leagueId, confirmation: _confirmation, ...done } = answer(result, registrationRefusals);
      app.mail.wake();
      // A waiting registration changes nothing the public sees.
      changesOnly(request, ...(done.status === 'approved' ? [leagueTag(leagueId)] : []));
      return reply.code(201).send(done);
    },
  );

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: 'Every player with contact details and current teams (admins)',
        querystring: playersQuery,
        response: { 200: z.array(playerListRow), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listPlayers(app.db, request.query.sort),
  );

  app.get(
    '/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: 'Every player with contact details and consent, and new registrants waiting, as CSV (admins)',
        produces: ['text/csv'],
        response: { 200: z.string(), 401: errorBody, 403: errorBody },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="players-${day}.csv"`)
        .send(await playersCsv(app.db));
    },
  );

  app.get(
    '/matches',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: 'Players a new person may already be: the same email, or the same name and phone (admins)',
        querystring: playerMatchesQuery,
        response: { 200: z.array(playerListRow), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => possiblePlayers(app.db, request.query),
  );

  app.post(
    '/:id/merge',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary:
          'Merge another player into this one: their lines, teams, awards and registrations move here, and they are removed',
        params: idParams,
        body: mergePlayerBody,
        response: { 200: playerMerged, ...writeRefusals, 409: errorBody },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) =>
        mergePlayers(tx, request.params.id, request.body.playerId, userOf(request)),
      );
      const moved = answer(result, {
        'not found': () => notFound(playerNotFound),
        'merged not found': () => badRequest('The player to merge does not exist.'),
        'same player': () => badRequest('Choose a different player to merge into this one.'),
        'both played': (detail) =>
          conflict(
            `Both players have stats in ${(detail.games as SharedGame[])
              .map((game) => `${game.home} vs ${game.away} on ${game.date}`)
              .join(', ')}. Clear one of the lines first.`,
          ),
      });
      return { message: 'Players merged', moved };
    },
  );

  app.get(
    '/:id/merges',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: 'The players merged into this one, newest first (admins)',
        params: idParams,
        response: { 200: z.array(playerMerge), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => mergesInto(app.db, request.params.id),
  );

  /** The player as an admin reads them after a change. */
  const reread = async (id: number) => {
    const found = await findPlayer(app.db, id, true);
    if (!found) throw notFound(playerNotFound);
    return found;
  };

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: "Update a player's own fields",
        params: idParams,
        body: playerUpdateBody,
        response: { 200: playerDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => updatePlayer(tx, request.params.id, request.body));
      answer(result, playerRefusals);
      return reread(request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: 'Delete a player with their links, stat lines and award places',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deletePlayer(tx, request.params.id)), playerRefusals);
      return { message: 'Player Deleted' };
    },
  );

  app.put(
    '/:id/teams',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['players'],
        summary: "Replace a player's team links (current or previous)",
        params: idParams,
        body: playerTeamsBody,
        response: { 200: playerDetail, ...writeRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => setPlayerTeams(tx, request.params.id, request.body.teams));
      answer(result, playerRefusals);
      return reread(request.params.id);
    },
  );
};
