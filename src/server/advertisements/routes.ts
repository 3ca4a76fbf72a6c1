import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertisement, advertisementUpdateBody, newAdvertisementBody } from '#domain/advertisements.ts';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { requireAdmin } from '../auth/guard.ts';
import { notFound } from '../http/errors.ts';
import * as ads from './repository.ts';

const refusals = { 400: errorBody, 401: errorBody, 404: errorBody };
const adNotFound = 'Advertisement not found';

/** SPEC §7 Advertisements: the active ones are public (DESIGN §4), the rest is for admins. */
export const advertisementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/active',
    {
      config: { publicCache: true },
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
        response: { 200: z.array(advertisement), 401: errorBody },
      },
    },
    async () => ads.listAdvertisements(app.db, false),
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
      const updated = await ads.updateAdvertisement(app.db, request.params.id, request.body);
      if (!updated) throw notFound(adNotFound);
      return updated;
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
      if (!(await ads.deleteAdvertisement(app.db, request.params.id))) throw notFound(adNotFound);
      return { message: 'Advertisement deleted successfully' };
    },
  );
};
