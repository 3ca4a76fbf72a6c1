import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { location, locationBody } from '#domain/locations.ts';
import { requireAdmin } from '../auth/guard.ts';
import { conflict, notFound } from '../http/errors.ts';
import { createLocation, deleteLocation, findLocation, listLocations, updateLocation } from './repository.ts';
import { LOCATIONS_TAG } from '../db/changes.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { scopes } from '../http/public-cache/scope.ts';

const writeRefusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const locationNotFound = 'Location not found';
const locationRefusals: Refusals<'not found' | 'has games'> = {
  'not found': () => notFound(locationNotFound),
  'has games': () => conflict('Games are played at this location: move or delete them first.'),
};

/** The location reads (docs/rules/api.md#locations). */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: scopes.tagged(LOCATIONS_TAG) },
      schema: { tags: ['locations'], summary: 'Every location, by name', response: { 200: z.array(location) } },
    },
    async () => listLocations(app.db),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: scopes.tagged(LOCATIONS_TAG) },
      schema: {
        tags: ['locations'],
        summary: 'A location',
        params: idParams,
        response: { 200: location, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await findLocation(app.db, request.params.id);
      if (!found) throw notFound(locationNotFound);
      return found;
    },
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['locations'],
        summary: 'Create a location',
        body: locationBody,
        response: { 201: location, ...writeRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createLocation(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['locations'],
        summary: 'Update a location',
        params: idParams,
        body: locationBody,
        response: { 200: location, ...writeRefusals },
      },
    },
    async (request) => {
      const result = await inTransaction(app.db, (tx) => updateLocation(tx, request.params.id, request.body));
      return answer(result, locationRefusals);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['locations'],
        summary: 'Delete a location no game is played at',
        params: idParams,
        response: { 200: messageBody, ...writeRefusals },
      },
    },
    async (request) => {
      answer(await inTransaction(app.db, (tx) => deleteLocation(tx, request.params.id)), locationRefusals);
      return { message: 'Location deleted successfully' };
    },
  );
};
