import { describe, expect, test } from 'vitest';
import { worker } from './offline-worker.mjs';

/** The worker run against an in-memory Cache API, a fake server and a switch for the network. */
const ORIGIN = 'https://pool-rules.test';

interface MatchOptions {
  ignoreSearch?: boolean;
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: string | Request, options: MatchOptions = {}): Promise<Response | undefined> {
    const url = new URL(typeof request === 'string' ? request : request.url);
    if (options.ignoreSearch) url.search = '';
    return this.entries.get(url.href)?.clone();
  }
  async put(request: string | Request, response: Response): Promise<void> {
    this.entries.set(new URL(typeof request === 'string' ? request : request.url).href, response);
  }
  paths(): string[] {
    return [...this.entries.keys()].map((k) => k.slice(ORIGIN.length)).sort();
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  async keys() {
    return [...this.stores.keys()];
  }
  async open(name: string) {
    let cache = this.stores.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.stores.set(name, cache);
    }
    return cache;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async has(name: string) {
    return this.stores.has(name);
  }
}

type Handler = (event: unknown) => void;

function setup(files: Record<string, string>, caches = new FakeCaches()) {
  const server = { files: { ...files }, online: true, requests: [] as string[] };
  const fetch = async (input: string | Request) => {
    const request = typeof input === 'string' ? new Request(input) : input;
    const path = new URL(request.url).pathname;
    if (!server.online) throw new TypeError('Failed to fetch');
    server.requests.push(path);
    const body = server.files[path];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body, { status: 200 });
  };
  const handlers = new Map<string, Handler>();
  const state = { skipped: false, claimed: false };
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {
      state.skipped = true;
    },
    clients: {
      claim: async () => {
        state.claimed = true;
      },
    },
  };
  const run = (cache: string, precache: [string, string][]) => {
    handlers.clear();
    worker(scope, caches as unknown as CacheStorage, fetch as typeof globalThis.fetch, {
      cache,
      prefix: 'pool-rules-',
      parallel: 3,
      bytes: 5000,
      download: 1200,
      precache,
    });
  };
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  const dispatch = async (request: { url: string; method: string; mode: string }) => {
    let answer: Promise<Response> | undefined;
    const later: Promise<unknown>[] = [];
    handlers.get('fetch')?.({
      request,
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => later.push(p),
    });
    if (!answer) return 'not handled';
    try {
      const text = await (await answer).text();
      await Promise.all(later);
      return text;
    } catch {
      return 'network error';
    }
  };
  /** A message from a page; the worker's replies, in order. */
  const message = async (type: string, extra: Record<string, unknown> = {}) => {
    const replies: Record<string, unknown>[] = [];
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('message')?.({
      data: { type, ...extra },
      ports: [{ postMessage: (m: Record<string, unknown>) => replies.push(m) }],
      waitUntil: (p: Promise<unknown>) => (done = p),
    });
    await done;
    return replies;
  };
  const request = (path: string, mode = 'cors') => dispatch({ url: `${ORIGIN}${path}`, method: 'GET', mode });
  return { server, caches, state, run, lifecycle, request, dispatch, message };
}

const FILES = {
  '/en/rules/general/': 'general v1',
  '/ru/rules/general/': 'общие v1',
  '/_astro/a.js': 'a',
  '/pagefind/pagefind.js': 'pf',
  '/en/trainer/questions/3.json': '[1]',
};
const MANIFEST: [string, string][] = Object.keys(FILES).map((p) => [p, 'r1']);
const SIZE = { files: MANIFEST.length, bytes: 5000, download: 1200 };

/** A worker installed and active, the whole site saved when `save`. */
async function installed(save: boolean, files: Record<string, string> = FILES) {
  const w = setup(files);
  w.run('pool-rules-1', MANIFEST);
  await w.lifecycle('install');
  await w.lifecycle('activate');
  if (save) await w.message('save');
  w.server.requests.length = 0;
  return w;
}

describe('a first visit', () => {
  test('downloads nothing: the worker installs and activates at once, the site not saved', async () => {
    const w = setup(FILES);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    await w.lifecycle('activate');
    expect(w.server.requests).toEqual([]);
    expect(w.state.skipped).toBe(true);
    expect(w.state.claimed).toBe(true);
    expect(await w.message('status')).toEqual([{ type: 'status', saved: false, ...SIZE }]);
  });
});

describe('saving the whole site, when the learner asks', () => {
  test('downloads every listed file into the named cache, saying how far it got', async () => {
    const w = await installed(false);
    const replies = await w.message('save');
    expect((await w.caches.open('pool-rules-1')).paths()).toEqual(Object.keys(FILES).sort());
    expect(w.server.requests.sort()).toEqual(Object.keys(FILES).sort());
    expect(replies.filter((r) => r.type === 'progress').map((r) => r.done)).toEqual([1, 2, 3, 4, 5]);
    expect(replies.at(-1)).toEqual({ type: 'status', saved: true, ...SIZE });
    expect(await w.message('status')).toEqual([{ type: 'status', saved: true, ...SIZE }]);
  });

  test('a file missing on the server: not saved, and a later version does not try unasked', async () => {
    const w = await installed(false, { '/en/rules/general/': 'x' });
    const replies = await w.message('save');
    expect(replies.at(-1)).toEqual({ type: 'failed', reason: 'precache: /ru/rules/general/ answered 404' });
    expect((await w.message('status'))[0]?.saved).toBe(false);
    w.server.requests.length = 0;
    w.run('pool-rules-2', MANIFEST);
    await w.lifecycle('install');
    expect(w.server.requests).toEqual([]);
  });

  test('a new version of a saved site downloads only the files whose revision changed; activate deletes the old one', async () => {
    const w = await installed(true);
    w.server.files['/en/rules/general/'] = 'general v2';
    w.run(
      'pool-rules-2',
      MANIFEST.map(([p, r]) => [p, p === '/en/rules/general/' ? 'r2' : r]),
    );
    await w.lifecycle('install');
    expect(w.server.requests).toEqual(['/en/rules/general/']);
    await w.lifecycle('activate');
    expect((await w.caches.keys()).sort()).toEqual(['pool-rules-2', 'pool-rules-consent']);
    w.server.online = false;
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v2');
    expect(await w.request('/ru/rules/general/', 'navigate')).toBe('общие v1');
  });

  test('a new version of a site not saved downloads nothing', async () => {
    const w = await installed(false);
    w.run('pool-rules-2', MANIFEST);
    await w.lifecycle('install');
    expect(w.server.requests).toEqual([]);
    expect(w.state.skipped).toBe(true);
  });

  test('forgetting deletes the saved site and the consent; the pages opened stay', async () => {
    const w = await installed(true);
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v1');
    expect((await w.message('forget')).at(-1)).toEqual({ type: 'status', saved: false, ...SIZE });
    expect((await w.caches.keys()).sort()).toEqual(['pool-rules-visited']);
    w.server.online = false;
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v1');
    expect(await w.request('/ru/rules/general/', 'navigate')).toBe('network error');
  });

  test('activate leaves caches that are not the site’s alone', async () => {
    const caches = new FakeCaches();
    await caches.open('someone-else');
    await caches.open('pool-rules-old');
    const w = setup(FILES, caches);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    await w.lifecycle('activate');
    expect((await caches.keys()).sort()).toEqual(['someone-else']);
  });
});

describe('fetch', () => {
  test('online, pages and question banks come from the network, so they are fresh', async () => {
    const w = await installed(true);
    w.server.files['/en/rules/general/'] = 'general v2';
    w.server.files['/en/trainer/questions/3.json'] = '[2]';
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v2');
    expect(await w.request('/en/trainer/questions/3.json')).toBe('[2]');
  });

  test('what was opened is kept as it was opened: offline, it still loads; what was not, does not', async () => {
    const w = await installed(false);
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v1');
    expect(await w.request('/_astro/a.js')).toBe('a');
    w.server.online = false;
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v1');
    expect(await w.request('/en/rules/general', 'navigate')).toBe('general v1');
    expect(await w.request('/_astro/a.js')).toBe('a');
    expect(await w.request('/ru/rules/general/', 'navigate')).toBe('network error');
    expect(await w.request('/pagefind/pagefind.js')).toBe('network error');
  });

  test('the first page, loaded before the worker controlled it, is kept when it asks (its own files only)', async () => {
    const w = await installed(false);
    await w.message('keep', {
      urls: [`${ORIGIN}/en/rules/general/`, `${ORIGIN}/_astro/a.js`, 'https://elsewhere.test/font.woff2'],
    });
    expect(w.server.requests.sort()).toEqual(['/_astro/a.js', '/en/rules/general/']);
    w.server.online = false;
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v1');
    expect(await w.request('/_astro/a.js')).toBe('a');
  });

  test('assets and the search index come from the cache without asking the network', async () => {
    const w = await installed(true);
    expect(await w.request('/pagefind/pagefind.js')).toBe('pf');
    expect(await w.request('/_astro/a.js')).toBe('a');
    expect(w.server.requests).toEqual([]);
  });

  test.each([
    ['/ru/rules/general/', 'общие v1'],
    ['/ru/rules/general', 'общие v1'],
    ['/en/rules/general/?from=search', 'general v1'],
    ['/en/rules/nowhere/', 'network error'],
  ])('offline, with the site saved, a page never visited is served from the cache: %s', async (path, body) => {
    const w = await installed(true);
    w.server.online = false;
    expect(await w.request(path, 'navigate')).toBe(body);
  });

  test('offline, with the site saved, a question bank and the search index still load', async () => {
    const w = await installed(true);
    w.server.online = false;
    expect(await w.request('/en/trainer/questions/3.json')).toBe('[1]');
    expect(await w.request('/pagefind/pagefind.js')).toBe('pf');
    expect(await w.request('/pagefind/not-listed.pf_index')).toBe('network error');
  });

  test.each([
    ['a cross-origin request', { url: 'https://elsewhere.test/x.js', method: 'GET' }],
    ['a POST', { url: `${ORIGIN}/_astro/a.js`, method: 'POST' }],
  ])('%s is left to the browser', async (_name, request) => {
    const w = await installed(false);
    expect(await w.dispatch({ ...request, mode: 'cors' })).toBe('not handled');
  });
});
