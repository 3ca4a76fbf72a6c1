import { rmSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server gracefully and removes its database. */
export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  const dataDir = process.env.E2E_DATA_DIR;
  if (pid && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
