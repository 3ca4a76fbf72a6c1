/**
 * Runs on every supported Node.js major: it times the event loop and the regular expressions of the engine.
 * @module-tag node-apis
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrant } from '../../../test/registrant.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { BODY_SHAPE_MESSAGE } from './body-shape.ts';

// An email of 99 KB once held the whole server for 15 seconds: the pattern backtracked over it
// after its length had already been refused, and every visitor waited. Now the length check
// stops validation and the pattern runs in time proportional to the text.
const setup = useSmallLeagueApp();
let origin = '';

beforeAll(async () => {
  origin = await setup.app.listen({ port: 0, host: '127.0.0.1' });
  // The visitor's read once before: its first call's compiling and caching is not what is measured.
  await fetch(`${origin}/api/site`);
});
afterAll(() => setup.app.close());

/**
 * Sends a request (a body as JSON, or a string as written) and answers its status, body and
 * time, while a visitor's read goes beside it.
 */
async function once(path: string, method: string, body: unknown, cookie?: string) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const [hostile, visitor] = await Promise.all([
    fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    })),
    fetch(`${origin}/api/site`).then((response) => ({ status: response.status, ms: performance.now() - started })),
  ]);
  delay.disable();
  return { hostile, visitor, stallMs: delay.max / 1e6 };
}

/**
 * `once`, sent again while it was slow or the loop paused, up to three times: a busy machine can
 * pause on its own (a garbage collection, a test file beside this one), and only a pause every
 * time is the request's. The pattern this guards against took seconds every time.
 */
async function besideAVisitor(path: string, method: string, body: unknown, cookie?: string) {
  const calm = (tried: Awaited<ReturnType<typeof once>>) =>
    tried.stallMs < 100 && tried.hostile.ms < 1000 && tried.visitor.ms < 1000;
  let tried = await once(path, method, body, cookie);
  for (let tries = 1; !calm(tried) && tries < 3; tries += 1) tried = await once(path, method, body, cookie);
  return tried;
}

const longEmail = `a@${'.'.repeat(99_000)}@`;

describe('a 99 KB email', () => {
  it('is refused at once in a registration, and a visitor beside it is answered at once', async () => {
    const { hostile, visitor, stallMs } = await besideAVisitor(
      '/api/players',
      'POST',
      registrant(setup.league.teams.a.id, { email: longEmail }),
    );
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors).toEqual([{ path: 'email', message: 'Must be at most 254 characters.' }]);
    expect(visitor.status).toBe(200);
    // The old pattern took 14.7 s here; these bounds leave a busy machine room and still catch it.
    expect(hostile.ms).toBeLessThan(1000);
    expect(visitor.ms).toBeLessThan(1000);
    expect(stallMs).toBeLessThan(100);
  });

  it('is refused at once as the contact email in the site settings', async () => {
    const { hostile, stallMs } = await besideAVisitor(
      '/api/site/settings',
      'PUT',
      { contactEmail: longEmail },
      setup.adminCookie,
    );
    expect(hostile.status).toBe(400);
    expect(hostile.body.errors).toContainEqual({ path: 'contactEmail', message: 'Must be at most 254 characters.' });
    expect(hostile.ms).toBeLessThan(1000);
    expect(stallMs).toBeLessThan(100);
  });
});

describe('a body of a shape no form sends', () => {
  // 34,000 wrong items once cost a validation issue each: up to half a second of a stalled server.
  it.each([
    ['a list of 34,000 wrong items', { teamIds: Array.from({ length: 34_000 }, () => ({})) }],
    ['JSON nested 10,000 levels deep, sent as written', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ])('is refused at once: %s', async (_shape, body) => {
    const { hostile, visitor, stallMs } = await besideAVisitor('/api/players', 'POST', body);
    expect(hostile.status).toBe(400);
    expect(hostile.body).toEqual({ message: BODY_SHAPE_MESSAGE });
    expect(visitor.status).toBe(200);
    expect(hostile.ms).toBeLessThan(1000);
    expect(stallMs).toBeLessThan(100);
  });
});
