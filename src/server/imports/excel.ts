import { Worker } from 'node:worker_threads';
import type { ExcelResult, ExcelTask } from './excel-worker.ts';

/** The worker's module beside this one: its TypeScript where the server runs from the sources, its build in dist/server. */
const built = !import.meta.url.endsWith('.ts');
const workerModule = new URL(built ? './excel-worker.js' : './excel-worker.ts', import.meta.url);
/** Node older than 22.18 runs TypeScript through tsx, in the worker as in the server (scripts/start.js). */
const execArgv = built || (process.features as { typescript?: unknown }).typescript ? [] : ['--import', 'tsx'];

/**
 * Runs one Excel task in a worker thread made for it, which ends with it: ExcelJS is loaded
 * there and nowhere else (src/server/imports/excel-worker.ts). Rejects only when the worker
 * itself fails; a file it cannot read is a `refused` result.
 */
export function inExcelWorker(task: ExcelTask): Promise<ExcelResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerModule, { execArgv });
    worker.once('message', (result: ExcelResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The Excel worker stopped (exit code ${code}) before it answered.`)),
    );
    // Copied, not transferred: a small Buffer shares its memory with others.
    worker.postMessage(task);
  });
}
