/**
 * The body of the site's service worker (`dist/sw.js`). src/quiz/offline.mjs writes it out at build
 * time as `(${worker})(self, caches, fetch, { … })`, so this function is the worker's code and the
 * unit tests can run it against a fake Cache API.
 *
 * - install: fills the cache `config.cache` with every file of `config.precache` ([path, revision]
 *   pairs). A file whose revision is unchanged is copied from an older cache of the site instead of
 *   being downloaded again, so a deploy that changes one page downloads that page, not the site.
 *   Installing happens in the background after the page has loaded; the worker becomes active only
 *   when the whole list is in (the Cache API cannot hold half a version for long: a failed install is
 *   retried on the next visit and reuses what it already has).
 * - activate: deletes the site's older caches and takes control of open pages.
 * - fetch: pages (navigations) and question banks network first, the cache when offline; every other
 *   same-origin GET (bundled assets, the Pagefind search index) cache first.
 *
 * It must stay self-contained (no imports, no outer variables): it is serialised with toString().
 *
 * @param {any} scope the worker's global scope (`self`)
 * @param {CacheStorage} caches
 * @param {typeof fetch} fetch
 * @param {{ cache: string, prefix: string, precache: [string, string][], parallel: number }} config
 */
export function worker(scope, caches, fetch, config) {
  const REVISION = 'x-precache-revision';
  const MATCH = { ignoreVary: true };
  const absolute = (path) => new URL(path, scope.location.href).href;

  /** A cached copy of `path` at `revision` from any of the site's caches, or undefined. */
  async function kept(path, revision) {
    for (const name of await caches.keys()) {
      if (!name.startsWith(config.prefix)) continue;
      const hit = await (await caches.open(name)).match(absolute(path), MATCH);
      if (hit && hit.headers.get(REVISION) === revision) return { response: hit, name };
    }
    return undefined;
  }

  /** Download `path`, labelled with its revision; the HTTP cache is revalidated, not trusted. */
  async function download(path, revision) {
    const response = await fetch(new Request(absolute(path), { cache: 'no-cache', credentials: 'same-origin' }));
    if (!response.ok) throw new Error(`precache: ${path} answered ${response.status}`);
    const headers = new Headers(response.headers);
    // the body is already decoded; a rebuilt response also loses the "redirected" flag that
    // navigations refuse
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set(REVISION, revision);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  }

  async function install() {
    const cache = await caches.open(config.cache);
    const queue = [...config.precache];
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, revision] = next;
        const old = await kept(path, revision);
        if (old?.name === config.cache) continue;
        await cache.put(absolute(path), old ? old.response : await download(path, revision));
      }
    };
    await Promise.all(Array.from({ length: config.parallel }, lane));
  }

  async function activate() {
    const names = await caches.keys();
    await Promise.all(
      names.filter((n) => n.startsWith(config.prefix) && n !== config.cache).map((n) => caches.delete(n)),
    );
    await scope.clients.claim();
  }

  /** The cached copy of a URL: exact, then without its query, then `/path` as `/path/`. */
  async function cached(url) {
    const cache = await caches.open(config.cache);
    const exact = await cache.match(url.href, MATCH);
    if (exact) return exact;
    const path = `${url.origin}${url.pathname}`;
    const bare = await cache.match(path, MATCH);
    if (bare) return bare;
    const last = url.pathname.split('/').pop() ?? '';
    if (last !== '' && !last.includes('.')) return cache.match(`${path}/`, MATCH);
    return undefined;
  }

  async function networkFirst(request, url) {
    try {
      return await fetch(request);
    } catch (error) {
      const hit = await cached(url);
      if (hit) return hit;
      throw error;
    }
  }

  async function cacheFirst(request, url) {
    return (await cached(url)) ?? fetch(request);
  }

  scope.addEventListener('install', (event) => {
    event.waitUntil(install().then(() => scope.skipWaiting()));
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(activate());
  });
  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
    const fresh = request.mode === 'navigate' || url.pathname.endsWith('/questions.json');
    event.respondWith(fresh ? networkFirst(request, url) : cacheFirst(request, url));
  });
}
