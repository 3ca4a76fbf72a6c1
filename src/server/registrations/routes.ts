import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { registration, registrationsQuery, teamFeeBody, teamRegistrationRow } from '#domain/registrations.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { leagueTag } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache.ts';
import { withMail } from '../mail/outbox.ts';
import { queueRegistrationMail } from '../mail/registration-mail.ts';
import {
  approveRegistration,
  confirmCaptain,
  declineRegistration,
  listRegistrations,
  setTeamFee,
  teamRegistrationRows,
  type DecisionRefusal,
} from './repository.ts';

const adminRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const registrationNotFound = 'Registration not found';
const decisionRefusals: Refusals<DecisionRefusal> = {
  'not found': () => notFound(registrationNotFound),
  decided: () => conflict('This registration has already been decided.'),
  'roster full': () => conflict("The team's roster is full: raise the league's roster limit or move a player first."),
};

/** Registrations as admins run them (docs/rules/api.md#registrations). */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/registrations',
    {
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
      schema: {
        tags: ['registrations'],
        summary: 'Put a waiting registration on its team (within the roster limit)',
        params: idParams,
        response: { 200: messageBody, ...adminRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await inTransaction(
        app.db,
        withMail(
          (tx) => approveRegistration(tx, id, userOf(request).name),
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
      schema: {
        tags: ['registrations'],
        summary: "A player's registrations: each team, the waiver version agreed to and when (admins)",
        params: idParams,
        response: { 200: z.array(registration), ...adminRefusals },
      },
    },
    async (request) => listRegistrations(app.db, { playerId: request.params.id }),
  );
};
