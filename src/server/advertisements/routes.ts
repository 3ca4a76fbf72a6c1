import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adAnalyticsRow,
  adClick,
  adClickBody,
  advertisement,
  advertisementUpdateBody,
  newAdvertisementBody,
} from '#domain/advertisements.ts';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { todayIn } from '#domain/schedule.ts';
import { requireAdmin } from '../auth/guard.ts';
import { badRequest, notFound } from '../http/errors.ts';
import * as ads from './repository.ts';
import { ADVERTISEMENTS_TAG } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { scopes } from '../http/public-cache/scope.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const adNotFound = 'Advertisement not found';
const adRefusals: Refusals<'not found' | 'no active ad'> = {
  'not found': () => notFound(adNotFound),
  'no active ad': () => notFound('No active advertisement has this id.'),
};

/** The active ads and a click on one are public, the rest is for admins (docs/rules/api.md#advertisements). */
export const advertisementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/active',
    {
      config: { publicCache: scopes.tagged(ADVERTISEMENTS_TAG) },
      schema: { tags: ['advertisements'], summary: 'The ads to show', response: { 200: z.array(advertisement) } },
    },
    async () => ads.listAdvertisements(app.db, true),
  );

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'Every ad (admins)',
        response: { 200: z.array(advertisement), 401: errorBody, 403: errorBody },
      },
    },
    async () => ads.listAdvertisements(app.db, false),
  );

  app.get(
    '/clicks',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'Clicks of every ad, per league-local date (admins)',
        response: { 200: z.array(adAnalyticsRow), 401: errorBody, 403: errorBody },
      },
    },
    async () => ads.adAnalytics(app.db),
  );

  app.put(
    '/:id/click',
    {
      // A click changes nothing a public page shows; the limit keeps one address from inflating the counts.
      config: {
        keepsPublicCache: true,
        rateLimit: { max: app.config.adClickRateLimit, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['advertisements'],
        summary: "Record a visitor's click on an active ad, on today's league-local date",
        description:
          'Public. The `clickDate` of the body is accepted but not trusted: the click is recorded on the ' +
          "server's own date in the league time zone, which the answer tells.",
        params: idParams,
        body: adClickBody,
        response: { 200: adClick, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      if (request.body.advertisementId !== request.params.id) {
        throw badRequest('The advertisement id of the body does not match the one of the address.');
      }
      const today = todayIn(app.config.leagueTimezone);
      return answer(await inTransaction(app.db, (tx) => ads.recordClick(tx, request.params.id, today)), adRefusals);
    },
  );

  app.get(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'An ad (admins)',
        params: idParams,
        response: { 200: advertisement, ...refusals },
      },
    },
    async (request) => {
      const found = await ads.findAdvertisement(app.db, request.params.id);
      if (!found) throw notFound(adNotFound);
      return found;
    },
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'Create an ad',
        body: newAdvertisementBody,
        response: { 201: advertisement, ...refusals },
      },
    },
    async (request, reply) => reply.code(201).send(await ads.createAdvertisement(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'Update an ad',
        params: idParams,
        body: advertisementUpdateBody,
        response: { 200: advertisement, ...refusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => ads.updateAdvertisement(tx, request.params.id, request.body));
      return answer(result, adRefusals);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['advertisements'],
        summary: 'Delete an ad and its clicks',
        params: idParams,
        response: { 200: messageBody, ...refusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => ads.deleteAdvertisement(tx, request.params.id)), adRefusals);
      return { message: 'Advertisement deleted successfully' };
    },
  );
};
