import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#domain/fields.ts';
import { requireAdmin } from '../auth/guard.ts';
import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES, exportFileName, writeExport, type ExportFormat } from './write.ts';

const SUMMARIES: Record<ExportFormat, string> = {
  json: 'Every league, team, player, game, stat line, award, gym, setting, page and registration as one JSON document, with contact details (admins)',
  zip: 'The same as CSV files in a zip, the five kinds the importer takes with its headers, one file per league (admins)',
};

/**
 * `GET /api/export.json` and `GET /api/export.zip` (docs/export-format.md). The export holds
 * players' contact details and registrations, so only a signed-in admin may download it.
 */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of EXPORT_FORMATS) {
    app.get(
      `/export.${format}`,
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['export'],
          summary: SUMMARIES[format],
          produces: [EXPORT_MEDIA_TYPES[format].split(';')[0]!],
          response: { 200: z.unknown(), 401: errorBody, 403: errorBody },
        },
      },
      async (_request, reply) => {
        const options = {
          defaults: app.config.site,
          timezone: app.config.leagueTimezone,
          exportedAt: new Date(),
        };
        // Made in a folder of its own, then sent: a slow download holds a file, never the database.
        const folder = await mkdtemp(path.join(tmpdir(), 'league-export-'));
        const removeFolder = () => rm(folder, { recursive: true, force: true });
        const file = path.join(folder, `export.${format}`);
        let size: number;
        try {
          size = await writeExport(app.db, format, file, options);
        } catch (error) {
          await removeFolder();
          throw error;
        }
        const body = createReadStream(file);
        body.once('close', () => {
          removeFolder().catch((error: unknown) => app.log.warn({ err: error }, 'could not remove an export file'));
        });
        return reply
          .type(EXPORT_MEDIA_TYPES[format])
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="${exportFileName(format, options)}"`)
          .header('content-length', size)
          .send(body);
      },
    );
  }
};
