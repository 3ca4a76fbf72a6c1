import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_PASSWORD, createTestApp } from '../../../test/app.ts';

/**
 * Whom the server believes about a client's address, seen through the sign-in rate limit:
 * each client address may fail LIMIT sign-ins a minute, then it is answered 429.
 */
const LIMIT = 5;

/** One wrong-password sign-in from `remoteAddress` (the socket peer) with this X-Forwarded-For. */
async function failedSignIn(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { username: 'admin', password: 'wrong-password' },
  });
  return response.statusCode;
}

/** The statuses of LIMIT + 1 failed sign-ins, the i-th sent as `request(i)`. */
async function failedSignIns(request: (i: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let i = 1; i <= LIMIT + 1; i++) statuses.push(await request(i));
  return statuses;
}

const LIMITED = [...Array<number>(LIMIT).fill(401), 429];

async function appTrusting(trustProxy: string) {
  return createTestApp({ TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: String(LIMIT) });
}

describe('TRUST_PROXY=false', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('false');
  });
  afterAll(async () => {
    await app.close();
  });

  it('ignores X-Forwarded-For: a client rotating it is still limited', async () => {
    expect(await failedSignIns((i) => failedSignIn(app, '203.0.113.10', `10.0.0.${i}`))).toEqual(LIMITED);
    // Nor does a proxy-looking chain help.
    expect(await failedSignIn(app, '203.0.113.10', '10.0.0.99, 198.51.100.99')).toBe(429);
  });

  it('tells clients apart by their socket address only', async () => {
    expect(await failedSignIns(() => failedSignIn(app, '203.0.113.11', '10.0.0.1'))).toEqual(LIMITED);
    // Another socket address claiming the same forwarded address has a bucket of its own.
    expect(await failedSignIn(app, '203.0.113.12', '10.0.0.1')).toBe(401);
    expect(await failedSignIn(app, '203.0.113.12')).toBe(401);
  });
});

describe('TRUST_PROXY=1 (one proxy in front of the server)', () => {
  const proxy = '10.9.0.2';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('1');
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits a client that sends its own X-Forwarded-For: the proxy appends the real address', async () => {
    expect(await failedSignIns((i) => failedSignIn(app, proxy, `10.0.0.${i}, 203.0.113.7`))).toEqual(LIMITED);
  });

  it('keeps a bucket per real address behind the same proxy, so an admin is not locked out by others', async () => {
    expect(await failedSignIns(() => failedSignIn(app, proxy, '203.0.113.20'))).toEqual(LIMITED);
    expect(await failedSignIn(app, proxy, '203.0.113.21')).toBe(401);

    const admin = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': '198.51.100.20' },
      payload: { username: 'admin', password: BOOTSTRAP_PASSWORD },
    });
    expect(admin.statusCode).toBe(200);
  });

  it("believes no more than one hop: entries before the proxy's own are the client's words", async () => {
    // The proxy saw 203.0.113.22; whatever that client wrote before it changes nothing.
    expect(await failedSignIns((i) => failedSignIn(app, proxy, `198.51.100.${i}, 10.9.0.${i}, 203.0.113.22`))).toEqual(
      LIMITED,
    );
  });
});

describe('TRUST_PROXY=2 (two proxies, such as a CDN and a load balancer)', () => {
  const balancer = '10.9.0.2';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('2');
  });
  afterAll(async () => {
    await app.close();
  });

  it('takes the address the outer proxy saw, whatever the client wrote before it', async () => {
    // The client's own words, the address the CDN saw, the CDN node's address the balancer saw;
    // the client rotates its words and comes in through other CDN nodes.
    expect(await failedSignIns((i) => failedSignIn(app, balancer, `10.0.0.${i}, 203.0.113.30, 192.0.2.${i}`))).toEqual(
      LIMITED,
    );
  });

  it('keeps a bucket per real address behind the same two proxies', async () => {
    expect(await failedSignIns(() => failedSignIn(app, balancer, '203.0.113.32, 192.0.2.1'))).toEqual(LIMITED);
    expect(await failedSignIn(app, balancer, '203.0.113.33, 192.0.2.1')).toBe(401);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  const proxy = '10.9.4.2';
  const elsewhere = '203.0.113.40';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('10.9.0.0/16, 2001:db8:ffff::/48');
  });
  afterAll(async () => {
    await app.close();
  });

  it('honours X-Forwarded-For from a listed proxy', async () => {
    expect(await failedSignIns((i) => failedSignIn(app, proxy, `10.0.0.${i}, 203.0.113.41`))).toEqual(LIMITED);
    expect(await failedSignIn(app, proxy, '203.0.113.42')).toBe(401);
    expect(await failedSignIn(app, '2001:db8:ffff:1::2', '203.0.113.41')).toBe(429);
  });

  it('lets a direct client from elsewhere choose nothing', async () => {
    expect(await failedSignIns((i) => failedSignIn(app, elsewhere, `10.0.0.${i}`))).toEqual(LIMITED);
    // Not even by naming a listed proxy as the last hop.
    expect(await failedSignIn(app, elsewhere, '198.51.100.43, 10.9.0.5')).toBe(429);
    expect(await failedSignIn(app, '203.0.113.44', '203.0.113.40')).toBe(401);
  });

  it('skips listed proxies in the chain, and stops at the first address not listed', async () => {
    // The client claims to be 198.51.100.x behind another listed proxy; the real proxy saw 203.0.113.45.
    expect(await failedSignIns((i) => failedSignIn(app, proxy, `198.51.100.${i}, 10.9.0.${i}, 203.0.113.45`))).toEqual(
      LIMITED,
    );
    // A listed proxy behind the listed proxy passes the address it saw on.
    expect(await failedSignIns(() => failedSignIn(app, proxy, '203.0.113.46, 10.9.7.7'))).toEqual(LIMITED);
    expect(await failedSignIn(app, proxy, '203.0.113.46')).toBe(429);
  });
});

describe('IPv6 clients', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('false');
    proxied = await appTrusting('1');
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  it('counts one /64 as one client', async () => {
    expect(await failedSignIns((i) => failedSignIn(app, `2001:db8:1:2::${i.toString(16)}`))).toEqual(LIMITED);
    expect(await failedSignIn(app, '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429);
    expect(await failedSignIn(app, '2001:db8:1:3::1')).toBe(401);
    expect(await failedSignIn(app, '2001:db8:2:2::1')).toBe(401);
  });

  it('counts one /64 as one client behind a proxy too', async () => {
    expect(await failedSignIns((i) => failedSignIn(proxied, '10.9.0.2', `2001:db8:5:6:${i}::${i}`))).toEqual(LIMITED);
    expect(await failedSignIn(proxied, '10.9.0.2', '2001:db8:5:7::1')).toBe(401);
  });

  it('counts IPv4-mapped addresses as the IPv4 clients they are, not as one /64', async () => {
    expect(await failedSignIns(() => failedSignIn(app, '::ffff:198.51.100.1'))).toEqual(LIMITED);
    expect(await failedSignIn(app, '::ffff:198.51.100.2')).toBe(401);
    // The same client, however its address is written.
    expect(await failedSignIn(app, '198.51.100.1')).toBe(429);
    expect(await failedSignIn(app, '::ffff:c633:6401')).toBe(429);
    expect(await failedSignIn(app, '::ffff:c633:6403')).toBe(401);
  });
});

describe('the protocol a proxy reports', () => {
  let app: FastifyInstance;
  let direct: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('10.9.0.0/16');
    direct = await appTrusting('false');
  });
  afterAll(async () => {
    await app?.close();
    await direct?.close();
  });

  async function sessionCookieSecure(on: FastifyInstance, remoteAddress: string) {
    const response = await on.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.50' },
      payload: { username: 'admin', password: BOOTSTRAP_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.cookies.find((cookie) => cookie.name === 'sid')?.secure ?? false;
  }

  it('makes the session cookie Secure when a trusted proxy says https', async () => {
    expect(await sessionCookieSecure(app, '10.9.0.2')).toBe(true);
  });

  it('believes no X-Forwarded-Proto from an untrusted peer', async () => {
    expect(await sessionCookieSecure(app, '203.0.113.50')).toBe(false);
    expect(await sessionCookieSecure(direct, '10.9.0.2')).toBe(false);
  });

  it("checks a mutating request's Origin against the protocol a trusted proxy reports", async () => {
    const signOut = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/logout',
        remoteAddress,
        headers: { host: 'league.example.org', origin: 'https://league.example.org', 'x-forwarded-proto': 'https' },
      });
    expect((await signOut('10.9.0.2')).statusCode).toBe(200);
    // From anyone else the request arrived over http, so an https Origin is another site.
    expect((await signOut('203.0.113.51')).statusCode).toBe(403);
  });
});
