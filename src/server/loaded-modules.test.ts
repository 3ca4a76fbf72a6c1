import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Records every package the server's module graph resolves, in a Node of its own (Node runs the
 * server's TypeScript itself, as `npm start` does), and prints them as JSON once the app's
 * modules are loaded.
 */
const probe = `
import { registerHooks } from 'node:module';
const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const found = /^(@[^/]+\\/[^/]+|[^./#][^/:]*)/.exec(specifier);
    if (found && !specifier.startsWith('node:')) packages.add(found[1]);
    return next(specifier, context);
  },
});
await import('./src/server/app.ts');
console.log(JSON.stringify([...packages]));
`;

describe("the server's module graph", () => {
  it('leaves out ExcelJS, nodemailer and PGlite, which load only when an Excel file, an email or a PGlite database needs them', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', probe],
      { cwd: root },
    );
    const packages = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
    // The probe sees what the server does load.
    expect(packages).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'csv-parse']));
    expect(packages).not.toContain('exceljs');
    expect(packages).not.toContain('nodemailer');
    expect(packages).not.toContain('@electric-sql/pglite');
  }, 60_000);
});
