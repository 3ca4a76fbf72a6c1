import { affects, type AnswerTags, type Change } from '../../db/changes.ts';

/**
 * The changes a cache has been told of, numbered. A read notes the number when it begins;
 * when it ends, the recent changes say whether one it depends on came meanwhile, in which case
 * its answer is sent but not kept.
 */
export class ChangeLog {
  /** Grows with every change. */
  private current = 0;
  private readonly recent: { version: number; change: Change }[] = [];

  /** The number of the latest change. */
  get version(): number {
    return this.current;
  }

  record(change: Change) {
    this.current += 1;
    this.recent.push({ version: this.current, change });
    if (this.recent.length > 1000) this.recent.shift();
  }

  /** Whether a change that may alter answers with these tags came after `version`. */
  changedSince(version: number, tags: AnswerTags): boolean {
    if (version === this.current) return false;
    const oldest = this.recent[0];
    if (!oldest || oldest.version > version + 1) return true;
    return this.recent.some((entry) => entry.version > version && affects(entry.change, tags));
  }
}
