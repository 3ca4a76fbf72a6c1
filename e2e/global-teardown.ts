import { rmSync } from 'node:fs';
import { stopServer } from './server.ts';

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  const dataDir = process.env.E2E_DATA_DIR;
  if (pid && dataDir) await stopServer(pid, dataDir);
  const prepared = process.env.E2E_PREPARED_DIR;
  if (prepared) rmSync(prepared, { recursive: true, force: true });
}
