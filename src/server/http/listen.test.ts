/**
 * Runs on every supported Node.js major: it listens on real sockets.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPTORS, listenWide } from './listen.ts';

const host = '127.0.0.1';
let apps: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

async function listening(acceptors = ACCEPTORS) {
  const app = Fastify();
  app.get('/', async () => ({ ok: true }));
  apps.push(app);
  const close = await listenWide(app, { port: 0, host }, acceptors);
  closers.push(close);
  const { port } = app.server.address() as net.AddressInfo;
  return { app, port, close };
}

/**
 * Opens `count` connections at once, then counts the turns of the event loop until the server
 * has taken them all. Each turn is kept busy for a moment, as on a loaded server.
 */
async function turnsToAccept(app: FastifyInstance, port: number, count: number): Promise<number> {
  let accepted = 0;
  app.server.on('connection', () => (accepted += 1));
  const sockets = Array.from({ length: count }, () => net.connect(port, host));
  let turns = 0;
  while (accepted < count && turns < 1000) {
    await new Promise((resolve) => setImmediate(resolve));
    const busyUntil = performance.now() + 1;
    while (performance.now() < busyUntil);
    turns += 1;
  }
  for (const socket of sockets) socket.destroy();
  return turns;
}

describe('listening on several sockets of one port', () => {
  it('takes a burst of new connections in a few turns of the event loop, not one a turn', async () => {
    const { app, port } = await listening();
    // 64 connections spread by the kernel over 32 sockets, one taken from each a turn.
    expect(await turnsToAccept(app, port, 64)).toBeLessThanOrEqual(24);
  });

  it('answers the requests of every connection, whichever socket took it', async () => {
    const { port } = await listening();
    const answers = await Promise.all(
      Array.from({ length: 64 }, async () => {
        const response = await fetch(`http://${host}:${port}/`, { headers: { connection: 'close' } });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers.every(({ status, body }) => status === 200 && body.ok === true)).toBe(true);
  });

  it('refuses a port another process listens on, as a plain listen does', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen({ port: 0, host }, resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      const app = Fastify();
      apps.push(app);
      await expect(listenWide(app, { port, host })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('closes once the requests under way on the connections it took are answered', async () => {
    const app = Fastify();
    apps.push(app);
    let arrived = 0;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      arrived += 1;
      await released;
      return { ok: true };
    });
    const close = await listenWide(app, { port: 0, host });
    const { port } = app.server.address() as net.AddressInfo;
    const answers = Array.from({ length: 16 }, () => fetch(`http://${host}:${port}/slow`).then((r) => r.status));
    while (arrived < 16) await new Promise((resolve) => setTimeout(resolve, 5));
    let closed = false;
    const closing = close().then(() => (closed = true));
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(await Promise.all(answers)).toEqual(Array(16).fill(200));
  });

  it('leaves the port free once closed', async () => {
    const { app, port, close } = await listening();
    await close();
    await app.close();
    apps = apps.filter((each) => each !== app);
    const again = net.createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen({ port, host, exclusive: true }, resolve);
    });
    await new Promise((resolve) => again.close(resolve));
  });
});
