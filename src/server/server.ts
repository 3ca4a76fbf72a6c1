import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';
import { listenWide } from './http/listen.ts';
import { warmUp } from './web/warm-up.ts';

/** Listens and shuts down gracefully; everything else is in `buildApp`. */
async function main() {
  let config;
  let app;
  try {
    config = loadConfig();
    // Start-up also checks what configuration names (the GEOIP_DB file).
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  let closeAcceptors = async () => undefined as void;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Streams of live games never finish by themselves: they end first, so the connections drain.
    app.liveHub.close();
    await closeAcceptors();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const warm = await warmUp(app);
  app.log.info(
    `warmed up ${warm.answers} public pages and reads, and game night's saves on ${warm.connections} database connection(s), in ${Math.round(warm.ms)} ms`,
  );
  closeAcceptors = await listenWide(app, { port: config.port, host: config.host });
}

await main();
