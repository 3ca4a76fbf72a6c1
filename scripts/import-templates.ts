/** `npx tsx scripts/import-templates.ts`: writes each import kind's template into docs/templates/. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { toCsv } from '../src/domain/csv.ts';
import { IMPORT_KIND_KEYS, importTemplate } from '../src/domain/imports.ts';

for (const kind of IMPORT_KIND_KEYS) {
  const { header, example } = importTemplate(kind);
  const file = path.resolve(import.meta.dirname, '../docs/templates', `${kind}.csv`);
  writeFileSync(file, toCsv(header, [example]));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
