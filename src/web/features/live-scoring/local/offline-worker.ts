import { useEffect, useState } from 'react';
import { bookPath } from '../api/get-book.ts';

/**
 * The service worker of the live scoring screen (src/web/public/sw.js, docs/decisions/049-scoring-offline.md).
 * Its scope is the game screens of the back office; it answers only the live scoring screen and
 * what that screen reads, so every other page is served as before.
 */
const WORKER = '/sw.js';
const SCOPE = '/admin/games/update/';

/** The built files this page runs on: its scripts and stylesheets, those loaded since included. */
function pageAssets(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const linked = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map(
    (element) => ('src' in element ? element.src : element.href),
  );
  const assets = new Set<string>();
  for (const address of [...loaded, ...linked]) {
    const url = new URL(address, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) assets.add(url.pathname);
  }
  return [...assets];
}

/** Asks the worker to keep what this page needs to open without a network; true once it has. */
async function keepForOffline(gameId: number): Promise<boolean> {
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  const { active } = await navigator.serviceWorker.ready;
  if (!active) return false;
  const reply = new MessageChannel();
  const kept = new Promise<boolean>((resolve) => {
    reply.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true);
  });
  active.postMessage(
    { type: 'keep', page: location.pathname, assets: pageAssets(), answers: ['/api/users/me', bookPath(gameId)] },
    [reply.port2],
  );
  return kept;
}

/**
 * Registers the worker and has it keep the screen, its code and its answers: true once the
 * screen opens without a network. A browser without service workers, or one that refuses
 * them, scores as well but needs the network to open the page.
 */
export function useReadyOffline(gameId: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let current = true;
    keepForOffline(gameId).then(
      (kept) => current && setReady(kept),
      () => current && setReady(false),
    );
    return () => {
      current = false;
    };
  }, [gameId]);
  return ready;
}
