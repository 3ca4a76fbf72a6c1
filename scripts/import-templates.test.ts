import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/domain/csv.ts';
import { IMPORT_KIND_KEYS, importTemplate } from '../src/domain/imports.ts';

/**
 * docs/templates/ holds each import kind's template as the import screen serves it
 * (docs/imports.md). When a column changes, write them again: `npx tsx scripts/import-templates.ts`.
 */
describe('the templates in docs/templates', () => {
  for (const kind of IMPORT_KIND_KEYS) {
    it(`${kind}.csv is the template the screen serves`, () => {
      const { header, example } = importTemplate(kind);
      const file = readFileSync(path.resolve(import.meta.dirname, '../docs/templates', `${kind}.csv`), 'utf8');
      expect(file).toBe(toCsv(header, [example]));
    });
  }
});
