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
    handlers.get('fetch')?.({ request, respondWith: (p: Promise<Response>) => (answer = p) });
    if (!answer) return 'not handled';
    try {
      return await (await answer).text();
    } catch {
      return 'network error';
    }
  };
  const request = (path: string, mode = 'cors') => dispatch({ url: `${ORIGIN}${path}`, method: 'GET', mode });
  return { server, caches, state, run, lifecycle, request, dispatch };
}

const FILES = {
  '/en/rules/general/': 'general v1',
  '/ru/rules/general/': 'общие v1',
  '/_astro/a.js': 'a',
  '/pagefind/pagefind.js': 'pf',
  '/en/trainer/questions.json': '[1]',
};
const MANIFEST: [string, string][] = Object.keys(FILES).map((p) => [p, 'r1']);

describe('install', () => {
  test('downloads every listed file into the named cache, then activates at once', async () => {
    const w = setup(FILES);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    expect((await w.caches.open('pool-rules-1')).paths()).toEqual(Object.keys(FILES).sort());
    expect(w.server.requests.sort()).toEqual(Object.keys(FILES).sort());
    expect(w.state.skipped).toBe(true);
  });

  test('fails (and so stays inactive) when a listed file is missing on the server', async () => {
    const w = setup({ '/en/rules/general/': 'x' });
    w.run('pool-rules-1', [
      ['/en/rules/general/', 'r1'],
      ['/gone.js', 'r1'],
    ]);
    await expect(w.lifecycle('install')).rejects.toThrow('precache: /gone.js answered 404');
    expect(w.state.skipped).toBe(false);
  });

  test('a new version downloads only the files whose revision changed; activate deletes the old cache', async () => {
    const w = setup(FILES);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    await w.lifecycle('activate');
    w.server.requests.length = 0;
    w.server.files['/en/rules/general/'] = 'general v2';
    w.run(
      'pool-rules-2',
      MANIFEST.map(([p, r]) => [p, p === '/en/rules/general/' ? 'r2' : r]),
    );
    await w.lifecycle('install');
    expect(w.server.requests).toEqual(['/en/rules/general/']);
    expect(await w.caches.keys()).toEqual(['pool-rules-1', 'pool-rules-2']);
    await w.lifecycle('activate');
    expect(await w.caches.keys()).toEqual(['pool-rules-2']);
    expect(w.state.claimed).toBe(true);
    w.server.online = false;
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v2');
    expect(await w.request('/ru/rules/general/', 'navigate')).toBe('общие v1');
  });

  test('an install interrupted half way resumes with what it already has', async () => {
    const w = setup(FILES);
    w.run('pool-rules-1', [...MANIFEST, ['/late.js', 'r1']]);
    await expect(w.lifecycle('install')).rejects.toThrow();
    w.server.files['/late.js'] = 'late';
    w.server.requests.length = 0;
    await w.lifecycle('install');
    expect(w.server.requests).toEqual(['/late.js']);
  });

  test('activate leaves caches that are not the site’s alone', async () => {
    const caches = new FakeCaches();
    await caches.open('someone-else');
    await caches.open('pool-rules-old');
    const w = setup(FILES, caches);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    await w.lifecycle('activate');
    expect((await caches.keys()).sort()).toEqual(['pool-rules-1', 'someone-else']);
  });
});

describe('fetch', () => {
  async function installed() {
    const w = setup(FILES);
    w.run('pool-rules-1', MANIFEST);
    await w.lifecycle('install');
    w.server.requests.length = 0;
    return w;
  }

  test('online, pages and question banks come from the network, so they are fresh', async () => {
    const w = await installed();
    w.server.files['/en/rules/general/'] = 'general v2';
    w.server.files['/en/trainer/questions.json'] = '[2]';
    expect(await w.request('/en/rules/general/', 'navigate')).toBe('general v2');
    expect(await w.request('/en/trainer/questions.json')).toBe('[2]');
  });

  test('assets and the search index come from the cache without asking the network', async () => {
    const w = await installed();
    expect(await w.request('/pagefind/pagefind.js')).toBe('pf');
    expect(await w.request('/_astro/a.js')).toBe('a');
    expect(w.server.requests).toEqual([]);
  });

  test.each([
    ['/ru/rules/general/', 'общие v1'],
    ['/ru/rules/general', 'общие v1'],
    ['/en/rules/general/?from=search', 'general v1'],
    ['/en/rules/nowhere/', 'network error'],
  ])('offline, a page never visited is served from the cache: %s', async (path, body) => {
    const w = await installed();
    w.server.online = false;
    expect(await w.request(path, 'navigate')).toBe(body);
  });

  test('offline, a question bank and the search index still load', async () => {
    const w = await installed();
    w.server.online = false;
    expect(await w.request('/en/trainer/questions.json')).toBe('[1]');
    expect(await w.request('/pagefind/pagefind.js')).toBe('pf');
    expect(await w.request('/pagefind/not-listed.pf_index')).toBe('network error');
  });

  test.each([
    ['a cross-origin request', { url: 'https://elsewhere.test/x.js', method: 'GET' }],
    ['a POST', { url: `${ORIGIN}/_astro/a.js`, method: 'POST' }],
  ])('%s is left to the browser', async (_name, request) => {
    const w = await installed();
    expect(await w.dispatch({ ...request, mode: 'cors' })).toBe('not handled');
  });
});
