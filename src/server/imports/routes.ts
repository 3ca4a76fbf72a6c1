import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from '#domain/csv.ts';
import { errorBody, idParams } from '#domain/fields.ts';
import {
  CHANGED_SINCE_PREVIEW,
  IMPORT_KIND_KEYS,
  IMPORT_KINDS,
  importPreview,
  importRequest,
  importSummary,
  importTemplate,
  MAX_IMPORT_BYTES,
  NOTHING_TO_IMPORT,
  REFUSED_ROWS_MESSAGE,
  TOO_LARGE_MESSAGE,
  type ImportKind,
  type ImportPreview,
  type ParsedImportRequest,
} from '#domain/imports.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { answer, inTransaction, type Refusals } from '../db/write-result.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { inExcelWorker } from './excel.ts';
import { readTable, UnreadableFile } from './read-table.ts';
import { listImports, planImport, previewOf, saveImport, undoImport, type ImportRefusal } from './service.ts';

const importRefusals: Refusals<ImportRefusal> = {
  'no league': () => badRequest('League is required.'),
  'league not found': () => notFound('League not found'),
  'new league needs games': () =>
    badRequest(
      'A new past league is made from its games: import its schedule or box scores first, then its teams and players.',
    ),
  'nothing to import': () => badRequest(NOTHING_TO_IMPORT),
  'refused rows': () => badRequest(REFUSED_ROWS_MESSAGE),
  changed: () => conflict(CHANGED_SINCE_PREVIEW),
  'not found': () => notFound('Import not found'),
  'game not found': () => notFound('That game is not in this league.'),
  'team not in game': () => badRequest('Choose one of the two teams of the game.'),
  undone: () => conflict('This import has already been undone.'),
  'built on': () =>
    conflict(
      'Something has been added to or changed in what this import brought in (a score, a line, a player, a team link), so it can no longer be undone as a whole.',
    ),
};

/** The file as rows, or a 400 that says what is wrong with it. */
async function tableOf(request: ParsedImportRequest) {
  try {
    return await readTable(request.format, request.data);
  } catch (error) {
    if (error instanceof UnreadableFile) throw badRequest(error.message);
    throw error;
  }
}

/** Base64 of the largest file, the rest of the request, and room to spare. */
export const IMPORT_BODY_LIMIT = Math.ceil((MAX_IMPORT_BYTES * 4) / 3) + 64 * 1024;
const adminRefusals = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
};

async function templateWorkbook(kind: ImportKind): Promise<Buffer> {
  const { header, example } = importTemplate(kind);
  const result = await inExcelWorker({ kind: 'template', sheet: IMPORT_KINDS[kind].label, header, example });
  if (result.kind !== 'file') throw new Error('The Excel worker did not make the template.');
  return Buffer.from(result.bytes);
}

/**
 * Imports from spreadsheets (docs/imports.md): a preview of what each row will do, the import
 * of what was previewed, the history with its undo, and the templates. Admins only.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.post(
    '/preview',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // A preview saves nothing: the public pages' kept answers stay.
      config: { keepsPublicCache: true, tooLargeMessage: TOO_LARGE_MESSAGE },
      schema: {
        tags: ['imports'],
        summary: 'What each row of a spreadsheet would do if imported; nothing is saved (admins)',
        body: importRequest,
        response: { 200: importPreview, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const table = await tableOf(request.body);
      const planned = answer(await planImport(app.db, request.body, table), importRefusals);
      const preview: ImportPreview = await previewOf(request.body, table, planned.plan);
      // Checked by its type here: checking tens of thousands of rows against the schema again on
      // the way out would hold the server for a noticeable time.
      return reply.serializer(JSON.stringify).send(preview);
    },
  );

  app.post(
    '/',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { tooLargeMessage: TOO_LARGE_MESSAGE },
      schema: {
        tags: ['imports'],
        summary: 'Imports a previewed spreadsheet, all of it or nothing (admins)',
        body: importRequest,
        response: { 201: importSummary, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const table = await tableOf(request.body);
      const user = userOf(request);
      const saved = answer(
        await inTransaction(app.db, (tx) => saveImport(tx, request.body, table, user)),
        importRefusals,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['imports'],
        summary: 'The latest imports, newest first (admins)',
        response: { 200: z.array(importSummary), 401: errorBody, 403: errorBody },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await listImports(app.db)),
  );

  app.post(
    '/:id/undo',
    {
      schema: {
        tags: ['imports'],
        summary: 'Undoes an import as a whole, while nothing has been built on it (admins)',
        params: idParams,
        response: { 200: importSummary, ...adminRefusals },
      },
    },
    async (request) => answer(await inTransaction(app.db, (tx) => undoImport(tx, request.params.id)), importRefusals),
  );

  app.get(
    '/templates/:file',
    {
      schema: {
        tags: ['imports'],
        summary: "A kind's template: its columns and an example row, as CSV or Excel (admins)",
        params: z.object({
          file: z.string().regex(new RegExp(`^(${IMPORT_KIND_KEYS.join('|')})\\.(csv|xlsx)$`), 'No such template.'),
        }),
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const [kind, extension] = request.params.file.split('.') as [ImportKind, 'csv' | 'xlsx'];
      reply.header('content-disposition', `attachment; filename="${kind}-template.${extension}"`);
      if (extension === 'csv') {
        const { header, example } = importTemplate(kind);
        return reply.type('text/csv; charset=utf-8').send(toCsv(header, [example]));
      }
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await templateWorkbook(kind));
    },
  );
};
