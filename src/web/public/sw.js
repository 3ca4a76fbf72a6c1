/*
 * The service worker of the live scoring screen (docs/decisions/049-scoring-offline.md): a
 * scorekeeper's phone reopens the screen of a game with no network at the gym. The screen
 * registers it with the scope of the back office's game screens, and it answers only:
 *
 * - the live scoring screen's page (network first, else the page kept: the app's one HTML shell);
 * - the built files under /assets/ (their names change with their content: kept ones are served as they are);
 * - the current user and the game's book, as the live screen reads them (network first, else the answer kept).
 *
 * Every other request goes to the network as if there were no worker. The plays themselves are
 * kept by the screen in IndexedDB, never here.
 */

const CACHE = 'live-scoring-v1';
/** The key the page's HTML is kept under: every live scoring screen is the same shell. */
const SHELL = '/admin/games/update/live';
const LIVE_PAGE = /^\/admin\/games\/update\/\d+\/live\/?$/;
const KEPT_ANSWER = /^\/api\/(users\/me|games\/\d+\/book)$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('live-scoring-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

const isLivePage = (address) => LIVE_PAGE.test(new URL(address).pathname);

/** Whether the request comes from a live scoring screen. */
async function fromLivePage(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  return Boolean(client && isLivePage(client.url));
}

/**
 * The network's answer, kept when it is good; without a network, the answer kept. A refusal of
 * the session (401, 403) forgets the kept answer, so a signed-out device is not shown as signed in.
 */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    else if (response.status === 401 || response.status === 403) await cache.delete(key);
    return response;
  } catch (error) {
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** A built file: the one kept, else the network's, kept when a live scoring screen asked for it. */
async function asset(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && (await fromLivePage(event))) await cache.put(event.request, response.clone());
  return response;
}

async function answer(event) {
  if (!(await fromLivePage(event))) return fetch(event.request);
  return networkFirst(event.request, event.request.url);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (LIVE_PAGE.test(url.pathname)) event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(event));
  } else if (KEPT_ANSWER.test(url.pathname)) {
    event.respondWith(answer(event));
  }
});

/** Fetches `address` and keeps its answer under `key` when it is good; false when it could not. */
async function fetchAndKeep(cache, address, key = address) {
  try {
    const response = await fetch(address, { credentials: 'same-origin' });
    if (!response.ok) return false;
    await cache.put(key, response);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a live scoring screen asks the worker to keep once it runs: its page, the built files it
 * runs on (files of older builds are let go) and its answers. What it loaded before the worker
 * took over never went through the worker. Answers whether the page can now open offline.
 */
async function keep({ page, assets, answers }) {
  const cache = await caches.open(CACHE);
  const origin = self.location.origin;
  const wanted = new Set(assets.map((path) => new URL(path, origin).href));
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith('/assets/') && !wanted.has(request.url)) await cache.delete(request);
  }
  await fetchAndKeep(cache, page, SHELL);
  for (const address of wanted) {
    if (!(await cache.match(address, { ignoreVary: true }))) await fetchAndKeep(cache, address);
  }
  for (const path of answers) await fetchAndKeep(cache, new URL(path, origin).href);
  const missing = await Promise.all(
    [SHELL, ...wanted].map(async (key) => !(await cache.match(key, { ignoreVary: true }))),
  );
  return !missing.some(Boolean);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !isLivePage(new URL(data.page, self.location.origin).href)) return;
  const reply = event.ports[0];
  event.waitUntil(
    keep(data).then(
      (kept) => reply?.postMessage({ kept }),
      () => reply?.postMessage({ kept: false }),
    ),
  );
});
