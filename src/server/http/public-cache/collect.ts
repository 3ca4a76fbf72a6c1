import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnswerTags } from '../../db/changes.ts';

type Collected = { tags: Set<string>; any: boolean };

const collecting = new AsyncLocalStorage<Collected>();

/**
 * Runs `read`, which reads other public answers (a page and its first data), and answers what
 * its own answer depends on: everything those answers depend on, so that a page is kept as long
 * as every answer it was made of.
 */
export async function collectingTags<T>(read: () => Promise<T>): Promise<{ value: T; tags: AnswerTags }> {
  const collected: Collected = { tags: new Set(), any: false };
  const value = await collecting.run(collected, read);
  return { value, tags: collected.any ? 'any' : [...collected.tags] };
}

/** Tells the read under way, if it collects them, what an answer it used depends on. */
export function noteTags(tags: AnswerTags) {
  const collected = collecting.getStore();
  if (!collected) return;
  if (tags === 'any') collected.any = true;
  else for (const tag of tags) collected.tags.add(tag);
}
