import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '#domain/fields.ts';
import { location } from '#domain/locations.ts';
import { notFound } from '../http/errors.ts';
import { findLocation, listLocations } from './repository.ts';

/** SPEC §7 Locations: the reads. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { publicCache: true },
      schema: { tags: ['locations'], summary: 'Every location, by name', response: { 200: z.array(location) } },
    },
    async () => listLocations(app.db),
  );

  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['locations'],
        summary: 'A location',
        params: idParams,
        response: { 200: location, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const found = await findLocation(app.db, request.params.id);
      if (!found) throw notFound('Location not found');
      return found;
    },
  );
};
