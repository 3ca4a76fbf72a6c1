import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePreloads, readManifest } from '../src/server/web/preload.ts';

const BUDGET_KB = 150;

/**
 * The JavaScript the built home page loads before it runs, gzipped: the files its HTML names
 * and those the server adds as its preloads (the app's start), and their total.
 */
export function firstLoadJavaScript(webDist: string) {
  const dist = path.resolve(webDist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const files = [...new Set([...named, ...pagePreloads(readManifest(dist))('/')])];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  const kb = bytes / 1024;
  return { files: files.length, kb, met: kb <= BUDGET_KB, goal: `≤ ${BUDGET_KB} KB` };
}
