/**
 * Runs on every supported Node.js major: it times the event loop over real HTTP and the regular expressions of the engine.
 * @module-tag node-apis
 */
import type { FastifyInstance } from 'fastify';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInAsNewAdmin } from '../../../test/app.ts';
import { freePort } from '../../../test/free-port.ts';
import {
  acceptsAnything,
  admits,
  concrete,
  exampleOf,
  fieldsOf,
  isDateField,
  isIdName,
  isListField,
  isNumberField,
  isStringField,
  largest,
  paramIdName,
  routesOf,
  typesOf,
  withValueAt,
  type Field,
  type IdOf,
  type JsonSchema,
  type OpenApiDocument,
  type Route,
} from '../../../test/openapi-routes.ts';
import { smallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { IMPORT_BODY_LIMIT } from '../imports/routes.ts';
import { SCHEDULE_BODY_LIMIT } from '../schedule/routes.ts';

/*
 * Every route the app's OpenAPI document lists, walked over real HTTP as a signed-in admin (so
 * that validation is reached) and as a visitor, with oversized and pathological input in every
 * parameter and in every field its body schema names. Each answer must be a refusal (4xx), come
 * within a second, and never hold the event loop: one slow pattern or loop holds every visitor.
 */

/** Fewer routes than this means the walk read the document wrong, and would prove nothing. */
const MIN_ROUTES = 90;
const BODY_LIMIT = 100 * 1024;
const ANSWER_MS = 1000;
const STALL_MS = 100;
/** Room for the rest of a body beside the value that fills it up to the limit. */
const ROOM = 64;

type Who = 'admin' | 'visitor';

/**
 * What a hostile request must get: a refusal (4xx); only no server error where the input is in
 * fact valid (said where it is made); 413 for a body over the limit; 401 for a visitor on a
 * signed-in route, which is refused before its parameters or body are even looked at.
 */
type Expected = 'refused' | 'no server error' | 'too large' | 'unauthorized';

type Probe = {
  label: string;
  url: string;
  /** The body's text, made only when the probe is sent. */
  body?: () => string;
  expected: Expected;
  /** False when a path parameter is longer than the router matches: the route is not reached. */
  routed: boolean;
};

type Measured = { status: number; ms: number; stallMs: number; error?: string };
type Outcome = Measured & { who: Who; route: string; label: string; expected: Expected; first?: Measured };

const HUGE = '9'.repeat(30);
const TEN_KB = 'x'.repeat(10 * 1024);
const MANY_PARAMETERS = 2000;
/** A query string that fits in Node's 16 KB of request head, so that the route is reached. */
const QUERY_BYTES = 12 * 1024;
const FAR_DATES = ['0001-01-01', '9999-12-31', '275760-09-13'];
const DEEP_LEVELS = 10_000;
/** At least this long, and longer than the field's own maximum, so that only the pattern or loop is tried. */
const PATHOLOGICAL_LENGTH = 50_000;

/**
 * Texts that make a careless pattern or loop work in more than proportion to their length.
 * Runs of spaces and tabs stand between letters: trimmed away, they would test nothing.
 */
const pathological = (length: number): [string, string][] => [
  ['"a@" and dots', `a@${'.'.repeat(length)}@`],
  ['spaces', `a${' '.repeat(length)}a`],
  ['tabs', `a${'\t'.repeat(length)}a`],
  ['open brackets', '('.repeat(length)],
  ['digits', '1'.repeat(length)],
];

/** Raw JSON text put in place of a value: deep nesting and long lists are written, not stringified. */
const RAW = '\u0000raw\u0000';
const withRaw = (body: unknown, raw: string) => JSON.stringify(body).replace(JSON.stringify(RAW), raw);

const deepNesting = (levels: number, innermost = '1') => '[{"a":'.repeat(levels) + innermost + '}]'.repeat(levels);

/** A value of a JSON type that the field's schema does not allow. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  const candidates: [string[], unknown][] = [
    [['object'], {}],
    [['array'], []],
    [['string'], 'x'],
    [['integer', 'number'], 12345],
    [['boolean'], true],
  ];
  return candidates.find(([names]) => !names.some((name) => types.includes(name)))?.[1];
}

/**
 * Hostile values that are in fact valid where they are sent, and why; they need only no server
 * error. (Others are said where they are made: the largest id a schema admits, unknown query
 * parameters.)
 */
const VALID: { route: string; label: RegExp }[] = [
  {
    // The preview stores nothing: a given game on a far date comes back with an "outside dates"
    // error in the answer, and a far blackout or unavailable date rules out no date of the season.
    route: 'POST /api/leagues/{id}/schedule/preview',
    label: /^(games\.0\.date|blackoutDates\.0|unavailable\.0\.date) (0001-01-01|9999-12-31)$/,
  },
  {
    // A click is recorded on the league's date of today; the body's date is accepted, never used.
    route: 'PUT /api/advertisements/{id}/click',
    label: /^clickDate (0001-01-01|9999-12-31)$/,
  },
];

const bytes = (text: string) => Buffer.byteLength(text);

/**
 * The event loop's delay, sampled every 10 ms through the whole walk. A histogram enabled (or
 * reset) just before a request takes its first tick as its starting point and would miss a
 * stall that began before it, so this one runs throughout: while its maximum stays under the
 * bound no request has stalled, and the request after which it passes the bound caused the
 * stall. Then it starts again, and is given a few ticks to find its footing.
 */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const LOOP_FOOTING_MS = 30;

async function restartLoopDelay() {
  loopDelay.reset();
  await new Promise((resolve) => setTimeout(resolve, LOOP_FOOTING_MS));
}

let app: FastifyInstance;
let close: () => Promise<void>;
let league: SmallLeague;
let origin: string;
let routes: Route[];
let cookie: string;
let admin: { username: string; password: string };
const outcomes: Outcome[] = [];
let before: unknown;
let after: unknown;

/** The test's own records, by the name an id field or parameter has. */
let idOf: IdOf;

/** What a public visitor and an admin can read; no hostile request may change any of it. */
async function leagueData() {
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  return {
    leagues: await read('/api/leagues'),
    teams: await read('/api/teams'),
    players: await read('/api/players'),
    games: await read(`/api/games?leagueId=${league.league.id}`),
    locations: await read('/api/locations'),
    awards: await read('/api/awards'),
    advertisements: await read('/api/advertisements'),
    settings: await read('/api/site/settings'),
    users: (await read('/api/users')).length,
  };
}

/** The size of each piece of a body sent a piece at a time. */
const PIECE_BYTES = 64 * 1024;
/**
 * Bodies of a megabyte or more are sent as a network delivers them, a piece at a time; smaller
 * ones whole. A body of some 100 KB sent in two pieces to the import preview, which read it all
 * and answered 400, once in some twenty runs ended with EPIPE on the test's side.
 */
const STREAMED_BYTES = 1024 * 1024;

/**
 * A large body as a stream of pieces, each read when the socket has taken the one before. Sent
 * whole, megabytes are copied through the loopback in one call of this process, which serves
 * the app too: that copy held the shared event loop up to 200 ms on Node 22, a stall of the
 * test's client, not of the server.
 */
function inPieces(text: string): ReadableStream<Uint8Array> {
  const body = Buffer.from(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(body.subarray(offset, offset + PIECE_BYTES));
      offset += PIECE_BYTES;
    },
  });
}

async function send(method: string, url: string, who: Who, body?: string): Promise<Measured> {
  const headers: Record<string, string> = {};
  if (who === 'admin') headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const large = body !== undefined && body.length >= STREAMED_BYTES;
  // The length is still said, as a browser says it, so a body over a route's limit is refused at once.
  if (large) headers['content-length'] = String(Buffer.byteLength(body));
  // A large body is made into bytes before the loop is watched again: that is the test's own work, not the server's.
  const pieces = large ? inPieces(body) : undefined;
  if (large) await restartLoopDelay();
  const started = performance.now();
  let measured: Measured;
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers,
      ...(pieces ? { body: pieces, duplex: 'half' } : { body }),
    } as RequestInit);
    await response.arrayBuffer();
    measured = { status: response.status, ms: 0, stallMs: 0 };
    // The sign-out route takes no input, so a query of junk signs the admin out; sign in again.
    if (who === 'admin' && response.headers.getSetCookie().some((line) => line.startsWith('sid=;'))) {
      cookie = '';
    }
  } catch (error) {
    // fetch says only "fetch failed"; its cause says how the connection ended.
    const cause = (error as { cause?: unknown }).cause;
    measured = { status: 0, ms: 0, stallMs: 0, error: cause ? `${String(error)}: ${String(cause)}` : String(error) };
  }
  measured.ms = performance.now() - started;
  // A stall in the server's work is sampled at the loop's next turn, before the answer is read.
  measured.stallMs = loopDelay.max / 1e6;
  if (measured.stallMs > STALL_MS) await restartLoopDelay();
  if (who === 'admin' && cookie === '') cookie = await signIn(app, admin.username, admin.password);
  return measured;
}

/**
 * Where each route is asked: records of the test's own, so that a hostile value the schema lets
 * through reaches the route's real work. Writes that may act on their path alone, their body
 * left out (a delete, an approval), are asked about an id no record has, so that junk beside a
 * valid path changes nothing.
 */
function baseOf(route: Route) {
  const bodyOptional = !route.body || (concrete(route.body).required ?? []).length === 0;
  const acts = route.method === 'DELETE' || (route.method !== 'GET' && bodyOptional);
  const params = Object.fromEntries(
    route.params.map((param) => {
      const name = paramIdName(route, param);
      const schema = concrete(param.schema);
      if (isNumberField(schema)) {
        const own = isIdName(name) && !acts ? idOf(name) : undefined;
        return [param.name, String(own ?? largest(schema))];
      }
      return [param.name, String(exampleOf(schema, name, idOf, false))];
    }),
  );
  const body = route.body ? exampleOf(route.body, '', idOf, false) : undefined;
  return { params, body };
}

function urlOf(route: Route, params: Record<string, string>) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function* probesOf(route: Route): Generator<Probe> {
  const base = baseOf(route);
  const url = urlOf(route, base.params);

  for (const param of route.params) {
    const values: [string, string][] = [
      ['a huge number', HUGE],
      ['a negative number', '-1'],
      ['not a number', 'twelve'],
      ['10 KB', TEN_KB],
    ];
    if (isNumberField(concrete(param.schema))) {
      // The largest id the schema admits is valid, and names no record: not found or an empty list.
      values.push(['the largest it admits', String(largest(param.schema))]);
    }
    for (const [label, value] of values) {
      yield {
        label: `path ${param.name} ${label}`,
        url: urlOf(route, { ...base.params, [param.name]: value }),
        expected: admits(param.schema, value) ? 'no server error' : 'refused',
        routed: value.length <= 100,
      };
    }
  }

  // Parameters a route does not declare are ignored: valid, so only no server error.
  yield {
    label: 'an unknown 10 KB query value',
    url: `${url}?note=${TEN_KB}`,
    expected: 'no server error',
    routed: true,
  };
  const many = Array.from({ length: MANY_PARAMETERS }, (_, i) => `q${i}=1`).join('&');
  yield {
    label: `${MANY_PARAMETERS} query parameters`,
    url: `${url}?${many}`,
    expected: 'no server error',
    routed: true,
  };
  for (const param of route.query) {
    yield {
      label: `query ${param.name} 10 KB`,
      url: `${url}?${param.name}=${TEN_KB}`,
      expected: admits(param.schema, TEN_KB) ? 'no server error' : 'refused',
      routed: true,
    };
    const times = Math.min(MANY_PARAMETERS, Math.floor(QUERY_BYTES / (param.name.length + 3)));
    yield {
      label: `query ${param.name} ${times} times`,
      url: `${url}?${Array.from({ length: times }, () => `${param.name}=1`).join('&')}`,
      expected: 'refused',
      routed: true,
    };
  }

  if (route.method === 'GET' || route.method === 'DELETE') return;

  const firstKey = Object.keys(concrete(route.body ?? {}).properties ?? {})[0] ?? 'x';
  // The schedule builder's two routes take the largest schedule it proposes, the imports a file;
  // every other route 100 KB.
  const limit = route.path.includes('/schedule')
    ? SCHEDULE_BODY_LIMIT
    : route.path.startsWith('/api/imports')
      ? IMPORT_BODY_LIMIT
      : BODY_LIMIT;
  const overLimit = () => {
    const head = `{"${firstKey}":"`;
    return `${head}${'x'.repeat(limit + 1 - head.length - 2)}"}`;
  };
  yield { label: 'a body just over the limit', url, body: overLimit, expected: 'too large', routed: true };
  if (!route.body) return;
  const schema = route.body;
  const at = (field: Field, value: unknown) => withValueAt(base.body, schema, field.path, value, idOf);
  const place = (field: Field, raw: () => string) => () => withRaw(at(field, RAW), raw());
  /** The free room in the body beside `field`, for a value that fills it up to the limit. */
  const room = (field: Field) => BODY_LIMIT - bytes(JSON.stringify(at(field, ''))) - ROOM;
  const named = (field: Field) => field.path.join('.');

  // A field that accepts anything (`leagueId` of a game, "accepted and ignored") validates
  // nothing, so every value in it is valid; it is left alone.
  const fields = fieldsOf(schema).filter((field) => !acceptsAnything(field.schema));
  const firstPlain = fields.find(
    (field) => field.path.length === 1 && !isListField(concrete(field.schema)) && !concrete(field.schema).properties,
  );
  for (const field of fields) {
    const node = concrete(field.schema);
    if (isStringField(node)) {
      yield {
        label: `${named(field)} a long string`,
        url,
        body: () => JSON.stringify(at(field, 'x'.repeat(room(field)))),
        expected: 'refused',
        routed: true,
      };
      // A choice from a list is looked up, never matched: one long string says all of it.
      const length = Math.max(PATHOLOGICAL_LENGTH, (node.maxLength ?? 0) + 1);
      for (const [label, value] of node.enum ? [] : pathological(length)) {
        yield {
          label: `${named(field)} ${label}`,
          url,
          body: () => JSON.stringify(at(field, value)),
          expected: 'refused',
          routed: true,
        };
      }
    }
    if (isDateField(field)) {
      for (const date of FAR_DATES) {
        yield {
          label: `${named(field)} ${date}`,
          url,
          body: () => JSON.stringify(at(field, date)),
          expected: 'refused',
          routed: true,
        };
      }
    }
    if (isNumberField(node) && !isStringField(node)) {
      yield {
        label: `${named(field)} 1e308`,
        url,
        body: () => withRaw(at(field, RAW), '1e308'),
        expected: 'refused',
        routed: true,
      };
    }
    if (isListField(node)) {
      const item = JSON.stringify(exampleOf(node.items ?? {}, field.name, idOf, false));
      yield {
        label: `${named(field)} a list as long as the body holds`,
        url,
        body: place(
          field,
          () =>
            `[${Array(Math.floor(room(field) / (bytes(item) + 1)))
              .fill(item)
              .join(',')}]`,
        ),
        expected: 'refused',
        routed: true,
      };
      yield {
        label: `${named(field)} a list of empty objects`,
        url,
        body: place(
          field,
          () =>
            `[${Array(Math.floor(room(field) / 3))
              .fill('{}')
              .join(',')}]`,
        ),
        expected: 'refused',
        routed: true,
      };
    }
    // Deep nesting where validation descends (lists and objects), and once in a field that
    // only checks a value's type, which refuses every nesting alike.
    const descends = isListField(node) || node.properties !== undefined;
    if (field.path.length === 1 && (descends || field === firstPlain)) {
      yield {
        label: `${named(field)} ${DEEP_LEVELS} levels deep`,
        url,
        body: place(field, () => deepNesting(DEEP_LEVELS)),
        expected: 'refused',
        routed: true,
      };
    }
  }

  const wrong = Object.fromEntries(
    Object.entries(concrete(schema).properties ?? {})
      .filter(([, property]) => !acceptsAnything(property))
      .map(([key, property]) => [key, wrongTypeFor(property)]),
  );
  yield {
    label: 'every field of a wrong type',
    url,
    body: () => JSON.stringify(wrong),
    expected: 'refused',
    routed: true,
  };
  yield {
    label: 'a list of empty objects as the body',
    url,
    body: () =>
      `[${Array(Math.floor((BODY_LIMIT - ROOM) / 3))
        .fill('{}')
        .join(',')}]`,
    expected: 'refused',
    routed: true,
  };
  yield {
    label: `${DEEP_LEVELS} levels deep with __proto__ as the body`,
    url,
    body: () => `{"a":${deepNesting(DEEP_LEVELS, '{"__proto__":{"isAdmin":true}}')}}`,
    expected: 'refused',
    routed: true,
  };
}

/**
 * A harmless request first, so that a route's first-call compiling is not what is measured. A
 * write gets a list where its object belongs, refused by every schema: an empty object can be
 * a valid write (a blank score clears a game's).
 */
async function warm(route: Route, who: Who): Promise<Measured> {
  const base = baseOf(route);
  const mutating = route.method !== 'GET';
  const body = mutating && route.body ? '[]' : undefined;
  return send(route.method, urlOf(route, base.params), who, body);
}

/** How often a probe is sent while it is slow, stalls or gets no answer: only a failure every time counts. */
const TRIES = 3;

/**
 * Sends a probe and measures it. A busy machine can delay one answer or pause the loop on its
 * own (a garbage collection, a test file beside this one), so a probe that is slow, stalls or
 * gets no answer is sent again, up to TRIES times, and counts only when every try failed so: an
 * input that makes the server work too long, or drop the connection, does so each time. The
 * first try is kept for the report.
 */
async function probe(route: Route, who: Who, item: Probe, guarded: boolean) {
  const body = item.body?.();
  const tooSlow = (measured: Measured) =>
    measured.ms > ANSWER_MS || measured.stallMs > STALL_MS || measured.status === 0;
  let measured = await send(route.method, item.url, who, body);
  let first: Measured | undefined;
  for (let tries = 1; tooSlow(measured) && tries < TRIES; tries += 1) {
    first ??= measured;
    measured = await send(route.method, item.url, who, body);
  }
  const name = `${route.method} ${route.path}`;
  const valid = VALID.some((entry) => entry.route === name && entry.label.test(item.label));
  const expected: Expected =
    who === 'visitor' && guarded && item.routed ? 'unauthorized' : valid ? 'no server error' : item.expected;
  outcomes.push({ who, route: name, label: item.label, expected, ...measured, first });
}

function meets(expected: Expected, status: number) {
  if (expected === 'unauthorized') return status === 401;
  if (expected === 'too large') return status === 413;
  if (expected === 'refused') return status >= 400 && status < 500;
  return status > 0 && status < 500;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const described = (outcome: Outcome) =>
  `${outcome.who} ${outcome.route} [${outcome.label}]: ${outcome.status}${outcome.error ? ` (${outcome.error})` : ''} ` +
  `in ${ms(outcome.ms)}${stalled(outcome)}` +
  (outcome.first ? ` (first try: ${outcome.first.status} in ${ms(outcome.first.ms)}${stalled(outcome.first)})` : '');
const stalled = (measured: Measured) => (measured.stallMs > STALL_MS ? `, loop stalled ${ms(measured.stallMs)}` : '');

beforeAll(async () => {
  ({ app, league, close } = await smallLeagueApp({
    VISIT_RATE_LIMIT: '100000',
    AD_CLICK_RATE_LIMIT: '100000',
  }));
  const signedIn = await signInAsNewAdmin(app);
  admin = signedIn;
  cookie = signedIn.cookie;
  const ad = await app.inject({
    method: 'POST',
    url: '/api/advertisements',
    headers: { cookie },
    payload: { name: `${league.tag} Ad`, imageUrl: '/ads/a.png', targetUrl: 'https://example.org/shop' },
  });
  expect(ad.statusCode, ad.body).toBe(201);
  const records: Record<string, number> = {
    league: league.league.id,
    team: league.teams.a.id,
    awayTeam: league.teams.b.id,
    player: league.players.a1.id,
    game: league.games.g1.id,
    location: league.location.id,
    award: league.awards.shown.id,
    advertisement: ad.json().id,
  };
  idOf = (name) => {
    const word = name.replace(/Ids?$/, '').replace(/^home/, '');
    return records[word.charAt(0).toLowerCase() + word.slice(1)];
  };

  await app.listen({ port: await freePort(), host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const docs = await fetch(`${origin}/api/docs`);
  expect(docs.status).toBe(200);
  routes = routesOf((await docs.json()) as OpenApiDocument);

  before = await leagueData();
  loopDelay.enable();
  await restartLoopDelay();
  for (const route of routes) {
    for (const who of ['admin', 'visitor'] as const) {
      const warmed = await warm(route, who);
      const guarded = who === 'visitor' && warmed.status === 401;
      for (const item of probesOf(route)) await probe(route, who, item, guarded);
    }
  }
  loopDelay.disable();
  after = await leagueData();
}, 300_000);

afterAll(async () => {
  loopDelay.disable();
  await close?.();
});

describe('hostile input on every route', () => {
  it('walks every route the OpenAPI document lists', () => {
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES);
    const walked = new Set(outcomes.map((outcome) => outcome.route));
    expect([...walked].sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('refuses every hostile input with a 4xx (413 over the size limit, 401 to a visitor of a signed-in route)', () => {
    expect(outcomes.filter((outcome) => !meets(outcome.expected, outcome.status)).map(described)).toEqual([]);
  });

  it(`answers each within ${ANSWER_MS} ms`, () => {
    expect(outcomes.filter((outcome) => outcome.ms > ANSWER_MS).map(described)).toEqual([]);
  });

  it(`never stalls the event loop for more than ${STALL_MS} ms`, () => {
    expect(outcomes.filter((outcome) => outcome.stallMs > STALL_MS).map(described)).toEqual([]);
  });

  it('changes nothing', () => {
    expect(after).toEqual(before);
  });
});
