import { inWorker } from '../in-worker.ts';
import type { ExcelResult, ExcelTask } from './excel-worker.ts';

/**
 * Runs one Excel task in a worker thread made for it (src/server/imports/excel-worker.ts):
 * ExcelJS is loaded there and nowhere else. Rejects only when the worker itself fails; a file it
 * cannot read is a `refused` result. The task is copied, not transferred: a small Buffer shares
 * its memory with others.
 */
export function inExcelWorker(task: ExcelTask): Promise<ExcelResult> {
  return inWorker(new URL('./excel-worker.ts', import.meta.url), task);
}
