import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import {
  approveRegistrationBody,
  registration,
  registrationConfirmation,
  registrationConfirmParams,
  registrationsQuery,
  teamFeeBody,
  teamRegistrationRow,
} from '#domain/registrations.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, gone, notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { withMail } from '../mail/outbox.ts';
import { queueRegistrationMail } from '../mail/registration-mail.ts';
import type { SharedGame } from '../players/merge.ts';
import {
  approveRegistration,
  confirmCaptain,
  confirmRegistration,
  declineRegistration,
  listRegistrations,
  readConfirmation,
  setTeamFee,
  teamRegistrationRows,
  type ConfirmRefusal,
  type DecisionRefusal,
} from './repository.ts';

const adminRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const registrationNotFound = 'Registration not found';
const decisionRefusals: Refusals<DecisionRefusal> = {
  'not found': () => notFound(registrationNotFound),
  decided: () => conflict('This registration has already been decided.'),
  'roster full': () => conflict("The team's roster is full: raise the league's roster limit or move a player first."),
  'no match': () => conflict('This registration matched no existing player: approve it as a new player.'),
};

/** Why a confirmation link does not confirm (docs/rules/messages.md#registration-confirmation). */
const confirmRefusals: Refusals<ConfirmRefusal> = {
  unknown: () => notFound('That confirmation link is not valid. Copy the whole link from the email.'),
  used: () => gone('This link has already been used: the registration is confirmed.'),
  expired: () => gone('This link has expired. Please contact the league administrator.'),
  declined: () => gone('This registration was declined, so there is nothing to confirm.'),
  'player gone': () => gone('The player this link was sent to is no longer in the league.'),
  'both played': (detail) =>
    conflict(
      `Your two records both have stats in ${(detail.games as SharedGame[])
        .map((game) => `${game.home} vs ${game.away} on ${game.date}`)
        .join(', ')}, so they cannot be joined here. Please contact the league administrator.`,
    ),
};
const linkRefused = { 400: errorBody, 404: errorBody, 409: errorBody, 410: errorBody };

/**
 * Registrations as admins run them (docs/rules/api.md#registrations), and the confirmation
 * link a matched player follows without signing in.
 */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/confirm/:token',
    {
      schema: {
        tags: ['registrations'],
        summary:
          "A confirmation link's registration: the matched player's first name, the team, and whether it is confirmed; changes nothing",
        params: registrationConfirmParams,
        response: { 200: registrationConfirmation, ...linkRefused },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(await readConfirmation(app.db, request.params.token), confirmRefusals);
    },
  );

  app.post(
    '/registrations/confirm/:token',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'The matched player confirms a registration was theirs: a waiting one will join them, one approved as a new player is merged into them',
        params: registrationConfirmParams,
        response: { 200: registrationConfirmation.extend({ message: z.string() }), ...linkRefused },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => confirmRegistration(tx, request.params.token));
      const { merged, ...confirmed } = answer(result, confirmRefusals);
      // A merge changes public pages; giving a waiting registration its player changes none.
      if (!merged) changesOnly(request);
      return { ...confirmed, message: 'Registration confirmed' };
    },
  );

  app.get(
    '/registrations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: 'Registrations, newest first, with the waiver each agreed to (admins)',
        querystring: registrationsQuery,
        response: { 200: z.array(registration), ...adminRefusals },
      },
    },
    async (request) => listRegistrations(app.db, request.query),
  );

  app.get(
    '/registrations/teams',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: "A league's teams: roster size and waiting registrations against the limit, and the fee (admins)",
        querystring: z.object({ leagueId: z.coerce.number().int().positive({ error: 'League is required.' }) }),
        response: { 200: z.array(teamRegistrationRow), ...adminRefusals },
      },
    },
    async (request) => teamRegistrationRows(app.db, request.query.leagueId),
  );

  app.post(
    '/registrations/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary:
          'Put a waiting registration on its team (within the roster limit): as the player it may be (`as: "match"`) or as a new player (`as: "new"`)',
        params: idParams,
        body: approveRegistrationBody,
        response: { 200: messageBody, ...adminRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(
        app.db,
        withMail(
          (tx) => approveRegistration(tx, id, userOf(request).name, request.body.as),
          (tx) => queueRegistrationMail(tx, app.mail, id, 'registration-approved'),
        ),
      );
      changesOnly(request, leagueTag(answer(result, decisionRefusals).leagueId));
      app.mail.wake();
      return { message: 'Registration approved' };
    },
  );

  app.post(
    '/registrations/:id/decline',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: 'Decline a waiting registration; the record stays',
        params: idParams,
        response: { 200: messageBody, ...adminRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) =>
        declineRegistration(tx, request.params.id, userOf(request).name),
      );
      answer(result, decisionRefusals);
      changesOnly(request);
      return { message: 'Registration declined' };
    },
  );

  app.post(
    '/registrations/:id/captain',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: "Confirm an approved registration's captain request",
        params: idParams,
        response: { 200: messageBody, ...adminRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => confirmCaptain(tx, request.params.id));
      const { leagueId } = answer(result, {
        'not found': () => notFound(registrationNotFound),
        'no request': () => badRequest('This registration did not ask to be captain.'),
        'not approved': () => conflict('Approve the registration before confirming its captain.'),
      });
      changesOnly(request, leagueTag(leagueId));
      return { message: 'Captain confirmed' };
    },
  );

  app.put(
    '/teams/:id/fee',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: "Mark a team's fee paid (amount and date) or not paid; the payment itself happens offline",
        params: idParams,
        body: teamFeeBody,
        response: { 200: messageBody, ...adminRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => setTeamFee(tx, request.params.id, request.body.paid));
      answer(result, { 'not found': () => notFound('Team not found') });
      changesOnly(request);
      return { message: request.body.paid ? 'Fee marked paid' : 'Fee marked not paid' };
    },
  );

  app.get(
    '/players/:id/registrations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['registrations'],
        summary:
          "A player's registrations, and those that may be them: each team, the waiver version agreed to and when (admins)",
        params: idParams,
        response: { 200: z.array(registration), ...adminRefusals },
      },
    },
    async (request) => listRegistrations(app.db, { playerId: request.params.id }),
  );
};
