import type { FastifyInstance } from 'fastify';
import { OWN_READ } from './own-read.ts';

/**
 * Reads public answers again as an anonymous visitor asks for them, once a write has gone out:
 * the answers a change forgot while they were in demand (`PublicCache`'s `readAgain`). Visitors
 * who ask meanwhile share the reads under way, and the next ones find the new answers kept,
 * so that a change of everything on game night is not met by every visitor at once. The reads
 * go through the public cache's read slots, behind any write, like a visitor's.
 */
export function readingAgain(app: FastifyInstance): (urls: string[]) => void {
  const underWay = new Set<Promise<unknown>>();
  let closing = false;
  // A server that is stopping reads nothing more, and lets what it began end first.
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.allSettled(underWay);
  });
  return (urls) => {
    // After the write's own answer, which is on its way out when the change forgets answers.
    setImmediate(() => {
      if (closing) return;
      for (const url of urls) {
        const reading = app
          .inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...OWN_READ } })
          // A read that fails now is read when a visitor asks, and says why then.
          .catch(() => undefined)
          .finally(() => underWay.delete(reading));
        underWay.add(reading);
      }
    });
  };
}
