/**
 * The body of the site's service worker (`dist/sw.js`). src/quiz/offline.mjs writes it out at build
 * time as `(${worker})(self, caches, fetch, { … })`, so this function is the worker's code and the
 * unit tests can run it against a fake Cache API.
 *
 * Offline by consent: nothing is downloaded because a page was opened.
 * - As you go: every page, question bank and file the learner opens is kept (cache `<prefix>visited`),
 *   so what was read keeps working offline.
 * - The whole site only when the learner asks (the switch on the progress page, which shows its size):
 *   the message `save` fills the cache `config.cache` with every file of `config.precache` ([path,
 *   revision] pairs) and records the consent (cache `<prefix>consent`); `forget` deletes both, and
 *   the pages kept as they were opened stay. `status` answers whether the site is saved and its size.
 * - install: nothing to download, unless the learner saved the site: then the new version is saved,
 *   a file whose revision is unchanged copied from the older cache instead of downloaded again (a
 *   deploy that changes one page downloads that page), and the worker becomes active only when the
 *   whole list is in (a failed install is retried on the next visit and reuses what it has).
 * - activate: deletes the site's older versions and takes control of open pages.
 * - fetch: pages (navigations) and question banks network first, the cache when offline; every other
 *   same-origin GET (bundled assets, the Pagefind search index) cache first; what the network gives is kept.
 *
 * It must stay self-contained (no imports, no outer variables): it is serialised with toString().
 *
 * @param {any} scope the worker's global scope (`self`)
 * @param {CacheStorage} caches
 * @param {typeof fetch} fetch
 * @param {{ cache: string, prefix: string, precache: [string, string][], parallel: number, bytes?: number, download?: number }} config
 */
export function worker(scope, caches, fetch, config) {
  const REVISION = 'x-precache-revision';
  const MATCH = { ignoreVary: true };
  const VISITED = `${config.prefix}visited`;
  const CONSENT = `${config.prefix}consent`;
  const absolute = (path) => new URL(path, scope.location.href).href;
  /** The one entry of the consent cache (a function: the scope's location is read when used). */
  const consentKey = () => absolute('/offline-consent');

  /** A response the cache can keep and serve to a navigation: its body decoded, no "redirected" flag. */
  async function storable(response, revision) {
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    if (revision) headers.set(REVISION, revision);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  }

  /** A cached copy of `path` at `revision` from any of the site's saved versions, or undefined. */
  async function kept(path, revision) {
    for (const name of await caches.keys()) {
      if (!name.startsWith(config.prefix) || name === VISITED || name === CONSENT) continue;
      const hit = await (await caches.open(name)).match(absolute(path), MATCH);
      if (hit && hit.headers.get(REVISION) === revision) return { response: hit, name };
    }
    return undefined;
  }

  /** Download `path`, labelled with its revision; the HTTP cache is revalidated, not trusted. */
  async function download(path, revision) {
    const response = await fetch(new Request(absolute(path), { cache: 'no-cache', credentials: 'same-origin' }));
    if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
    return storable(response, revision);
  }

  const consented = async () =>
    (await caches.has(CONSENT)) && Boolean(await (await caches.open(CONSENT)).match(consentKey()));

  /** Saves the whole site into `config.cache`; `progress(done, total)` after each file. */
  async function saveAll(progress = () => {}) {
    const cache = await caches.open(config.cache);
    const queue = [...config.precache];
    const total = queue.length;
    let done = 0;
    let failed = null;
    const lane = async () => {
      for (let next = queue.shift(); next && !failed; next = queue.shift()) {
        const [path, revision] = next;
        try {
          const old = await kept(path, revision);
          if (old?.name !== config.cache)
            await cache.put(absolute(path), old ? old.response : await download(path, revision));
        } catch (error) {
          failed = failed ?? error;
          return;
        }
        done += 1;
        progress(done, total);
      }
    };
    // every lane stops at the first failure and has settled before the failure is reported
    await Promise.all(Array.from({ length: config.parallel }, lane));
    if (failed) throw failed;
  }

  /** Records the consent: `pending` while saving, then the name of the version saved whole. */
  const consent = async (value) => (await caches.open(CONSENT)).put(consentKey(), new Response(value));

  /** Whether the whole site is saved: the learner asked, and this version was saved whole. */
  async function saved() {
    if (!(await caches.has(CONSENT))) return false;
    const entry = await (await caches.open(CONSENT)).match(consentKey());
    return Boolean(entry) && (await entry.text()) === config.cache;
  }

  /**
   * The first page a learner opens loads before the worker controls it: its own files (the page,
   * its scripts, styles and fonts, as the page lists them) are kept when it asks, most from the
   * browser's HTTP cache, so that page too works offline.
   */
  async function keepOpened(urls) {
    for (const href of urls) {
      const url = new URL(href, scope.location.href);
      if (url.origin !== scope.location.origin || (await cached(url))) continue;
      try {
        const request = new Request(url.href, { credentials: 'same-origin' });
        await keep(request, await fetch(request));
      } catch {
        /* gone or offline: the next visit keeps it */
      }
    }
  }

  async function activate() {
    const names = await caches.keys();
    const keep = (n) => !n.startsWith(config.prefix) || n === config.cache || n === VISITED || n === CONSENT;
    await Promise.all(names.filter((n) => !keep(n)).map((n) => caches.delete(n)));
    await scope.clients.claim();
  }

  /** The cached copy of a URL (the saved site, then what was opened): exact, without its query, `/path` as `/path/`. */
  async function cached(url) {
    for (const name of [config.cache, VISITED]) {
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      const exact = await cache.match(url.href, MATCH);
      if (exact) return exact;
      const path = `${url.origin}${url.pathname}`;
      const bare = await cache.match(path, MATCH);
      if (bare) return bare;
      const last = url.pathname.split('/').pop() ?? '';
      if (last !== '' && !last.includes('.')) {
        const page = await cache.match(`${path}/`, MATCH);
        if (page) return page;
      }
    }
    return undefined;
  }

  /** What the network gave, kept for offline use as it was opened. */
  async function keep(request, response) {
    if (!response.ok || response.type === 'opaque' || response.type === 'opaqueredirect') return response;
    const copy = await storable(response.clone());
    await (await caches.open(VISITED)).put(request.url, copy);
    return response;
  }

  async function networkFirst(event, url) {
    try {
      const response = await fetch(event.request);
      event.waitUntil(keep(event.request, response.clone()));
      return response;
    } catch (error) {
      const hit = await cached(url);
      if (hit) return hit;
      throw error;
    }
  }

  async function cacheFirst(event, url) {
    const hit = await cached(url);
    if (hit) return hit;
    const response = await fetch(event.request);
    event.waitUntil(keep(event.request, response.clone()));
    return response;
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        if (await consented()) {
          await saveAll();
          await consent(config.cache);
        }
        await scope.skipWaiting();
      })(),
    );
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(activate());
  });
  scope.addEventListener('message', (event) => {
    const port = event.ports?.[0];
    const reply = (message) => port?.postMessage(message);
    const size = { files: config.precache.length, bytes: config.bytes ?? 0, download: config.download ?? 0 };
    const type = event.data?.type;
    const work = async () => {
      if (type === 'status') reply({ type: 'status', saved: await saved(), ...size });
      else if (type === 'save') {
        await consent('pending');
        try {
          await saveAll((done, total) => reply({ type: 'progress', done, total }));
          await consent(config.cache);
          reply({ type: 'status', saved: true, ...size });
        } catch (error) {
          // not saved: a later version does not try to save it again unasked
          await caches.delete(CONSENT);
          reply({ type: 'failed', reason: String(error?.message ?? error) });
        }
      } else if (type === 'keep') {
        await keepOpened(Array.isArray(event.data.urls) ? event.data.urls.slice(0, 200) : []);
      } else if (type === 'forget') {
        await caches.delete(CONSENT);
        await caches.delete(config.cache);
        reply({ type: 'status', saved: false, ...size });
      }
    };
    event.waitUntil(work());
  });
  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
    const fresh = request.mode === 'navigate' || url.pathname.includes('/trainer/questions/');
    event.respondWith(fresh ? networkFirst(event, url) : cacheFirst(event, url));
  });
}
