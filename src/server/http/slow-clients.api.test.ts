/**
 * Runs on every supported Node.js major: it holds real sockets open against Node's HTTP timeouts.
 * @module-tag node-apis
 */
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';

/**
 * Clients that send their request slowly, or go silent, are cut off: a request must arrive
 * whole within REQUEST_TIMEOUT_MS and a connection may not stay silent for CONNECTION_TIMEOUT_MS.
 */
const REQUEST_TIMEOUT_MS = 1000;
const CONNECTION_TIMEOUT_MS = 1500;
/** How late after the request timeout a cut may come on a loaded machine (Node checks every 250 ms). */
const LEEWAY_MS = 4000;
const SLOW_CLIENTS = 50;

type LogLine = { level: number; msg?: string; res?: { statusCode?: number } };

let app: FastifyInstance;
let port: number;
let log: ReturnType<typeof capturedLog>;
let sockets: Socket[];

beforeEach(async () => {
  sockets = [];
  log = capturedLog();
  app = await buildApp(
    testConfig({
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
    }),
    { logger: { level: 'info', stream: log.stream } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await app?.close();
  // Nothing went wrong on the server's side, whatever the clients did (and the log was heard).
  const logLines = log.entries() as LogLine[];
  expect(logLines.some((line) => line.msg?.startsWith('Server listening'))).toBe(true);
  expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  expect(logLines.filter((line) => (line.res?.statusCode ?? 0) >= 500)).toEqual([]);
});

/** What a raw client saw: everything the server wrote, and when the connection closed. */
type Seen = { answer: string; closedAt: number };

/** A raw connection to the app; `seen` settles when the server closes it. */
async function openSocket(): Promise<{ socket: Socket; seen: Promise<Seen> }> {
  const socket = connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // A reset is a close too; the test only asks that the server let go.
  socket.on('error', () => {});
  const seen = new Promise<Seen>((resolve) => {
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('latin1'), closedAt: Date.now() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, seen };
}

function send(socket: Socket, text: string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())));
}

/** Writes `text` on every tick until the socket closes, never silent long enough for the connection timeout. */
function trickle(socket: Socket, text: (i: number) => string, everyMs = 200) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write(text(i++), () => {});
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

const signInHead = (contentLength: number) =>
  'POST /api/users/login HTTP/1.1\r\n' +
  'Host: 127.0.0.1\r\n' +
  'Content-Type: application/json\r\n' +
  `Content-Length: ${contentLength}\r\n` +
  '\r\n';

/** The server either answered 408 before it closed, or closed without a word; never anything else. */
function expectTimedOut(answer: string) {
  if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 408 /);
}

/** A GET of the league list on a connection of its own. */
function getLeagues(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', path: '/api/leagues', agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('slow and silent clients', () => {
  it('disconnects a client that connects and says nothing', async () => {
    const connectedAt = Date.now();
    const { seen } = await openSocket();

    const { answer, closedAt } = await seen;
    expectTimedOut(answer);
    expect(closedAt - connectedAt).toBeLessThan(CONNECTION_TIMEOUT_MS + LEEWAY_MS);
  });

  it('disconnects a client that sends its headers and one byte of the body, then goes silent', async () => {
    const { socket, seen } = await openSocket();
    const sentAt = Date.now();
    await send(socket, signInHead(100) + '{');

    const { answer, closedAt } = await seen;
    expectTimedOut(answer);
    expect(closedAt - sentAt).toBeLessThan(CONNECTION_TIMEOUT_MS + LEEWAY_MS);
  });

  it('cuts off a client that trickles its body, never silent long enough for the connection timeout', async () => {
    const { socket, seen } = await openSocket();
    const sentAt = Date.now();
    // At a byte every 200 ms, this body would take more than half an hour.
    await send(socket, signInHead(10_000) + '{');
    trickle(socket, () => ' ');

    const { answer, closedAt } = await seen;
    expectTimedOut(answer);
    expect(closedAt - sentAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAt - sentAt).toBeLessThan(REQUEST_TIMEOUT_MS + LEEWAY_MS);
  });

  it('cuts off a client that sends its headers slowly', async () => {
    const { socket, seen } = await openSocket();
    const sentAt = Date.now();
    await send(socket, 'GET /api/leagues HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    trickle(socket, (i) => `X-Slow-${i}: ${'a'.repeat(8)}\r\n`);

    const { answer, closedAt } = await seen;
    expectTimedOut(answer);
    expect(closedAt - sentAt).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAt - sentAt).toBeLessThan(REQUEST_TIMEOUT_MS + LEEWAY_MS);
  });

  it('closes many slow clients at once and still answers everyone else meanwhile', async () => {
    const slow = await Promise.all(
      Array.from({ length: SLOW_CLIENTS }, async (_, i) => {
        const { socket, seen } = await openSocket();
        if (i % 2 === 0) {
          await send(socket, signInHead(100) + '{');
        } else {
          await send(socket, signInHead(10_000) + '{');
          trickle(socket, () => ' ');
        }
        // Wrapped, so that waiting for the sends does not wait for the closes.
        return { seen };
      }),
    );
    expect(sockets).toHaveLength(SLOW_CLIENTS);

    // While they hang on, another client is answered.
    expect(sockets.filter((socket) => !socket.destroyed).length).toBeGreaterThan(0);
    expect(await getLeagues()).toBe(200);

    for (const { answer } of await Promise.all(slow.map(({ seen }) => seen))) expectTimedOut(answer);
    expect(sockets.every((socket) => socket.destroyed)).toBe(true);
    expect(await getLeagues()).toBe(200);
  });
});
