import { Worker, type Transferable } from 'node:worker_threads';

/** Whether the server runs from its build (dist/server), where each worker is a module beside server.js. */
const built = !import.meta.url.endsWith('.ts');
/** Node older than 22.18 runs TypeScript through tsx, in a worker as in the server (scripts/start.js). */
const execArgv = built || (process.features as { typescript?: unknown }).typescript ? [] : ['--import', 'tsx'];

/**
 * Runs one task in a worker thread made for it, which ends with it: `source` is the worker's
 * TypeScript, or in the build its module of the same name beside the server's
 * (scripts/build-server.js). Rejects only when the worker itself fails; a task it refuses is
 * its answer.
 */
export function inWorker<Task, Result>(source: URL, task: Task, transfer: Transferable[] = []): Promise<Result> {
  const module = built
    ? new URL(`./${source.pathname.split('/').at(-1)!.replace(/\.ts$/, '.js')}`, import.meta.url)
    : source;
  return new Promise((resolve, reject) => {
    const worker = new Worker(module, { execArgv });
    worker.once('message', (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`A worker thread stopped (exit code ${code}) before it answered.`)));
    worker.postMessage(task, transfer);
  });
}
