import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How many sockets listen on the server's port. The event loop's library (libuv) accepts one
 * connection per listening socket and per turn of the loop, so a busy server with one socket
 * takes a burst of new connections one a turn: at 200 connections, the last waited over a
 * second in the kernel's queue before the server read its request. With several sockets on
 * the port (SO_REUSEPORT), the kernel spreads new connections over them and each turn accepts
 * one from each (docs/decisions/047-writes-first.md).
 */
export const ACCEPTORS = 32;

/** Whether this system lets several sockets listen on one port (Linux does; Node refuses elsewhere). */
const sharesPorts = process.platform === 'linux';

/** Fails as a plain listen would when another process holds the port: sharing it would hide that. */
async function checkFree(port: number, host: string) {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => resolve());
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** How often closing looks again for connections that have finished their request. */
const DRAIN_CHECK_MS = 25;

/**
 * Listens on `port` and `host` with `acceptors` sockets, which hand every connection they accept
 * to the app's HTTP server. Resolves to a function that closes the extra sockets, and resolves
 * when the connections they took have ended: those idle at once, the others once they have
 * answered the request in flight. Call it before `app.close()`, which waits only for the
 * connections of the app's own socket before it closes the database.
 */
export async function listenWide(
  app: FastifyInstance,
  { port, host }: { port: number; host: string },
  acceptors = ACCEPTORS,
): Promise<() => Promise<void>> {
  if (!sharesPorts || acceptors <= 1) {
    await app.listen({ port, host });
    return async () => undefined;
  }
  if (port !== 0) await checkFree(port, host);
  // Fastify hands its options to Node's listen, which takes `reusePort` from Node 22.12 (the
  // types of Node 20, which the project compiles against, do not name it).
  const shared = { port, host, reusePort: true };
  await app.listen(shared);
  const address = app.server.address();
  if (address === null || typeof address === 'string') return async () => undefined;
  const extra: net.Server[] = [];
  const taken = new Set<net.Socket>();
  try {
    for (let added = 1; added < acceptors; added++) {
      // As Node's HTTP server makes its own listening socket: half-open connections allowed, and
      // no delay before sending small writes.
      const acceptor = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => {
        taken.add(socket);
        socket.once('close', () => taken.delete(socket));
        app.server.emit('connection', socket);
      });
      await new Promise<void>((resolve, reject) => {
        acceptor.once('error', reject);
        const same = { port: address.port, host: address.address, reusePort: true };
        acceptor.listen(same, () => resolve());
      });
      extra.push(acceptor);
    }
  } catch (error) {
    // The server listens on its own socket in any case.
    app.log.warn(`listening on ${extra.length + 1} sockets instead of ${acceptors}: ${(error as Error).message}`);
  }
  return async () => {
    for (const acceptor of extra) acceptor.close();
    for (;;) {
      // The HTTP server knows which connections have no request under way.
      app.server.closeIdleConnections();
      if (taken.size === 0) return;
      await new Promise((resolve) => setTimeout(resolve, DRAIN_CHECK_MS));
    }
  };
}
