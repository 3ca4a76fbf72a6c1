import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database, for tests to load copies of. */
    pgliteDump: string;
  }
}

/** Global set-up of the PGlite tier: migrates one database per run and dumps it to a file. */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null }, { log: console });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(tmpdir(), `league-test-${process.pid}-${randomBytes(3).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rmSync(file, { force: true });
}
