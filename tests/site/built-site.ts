import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type BankHead, type BankPart, bankUrls, joinBank } from '../../src/quiz/bank-parts.ts';
import type { BankPayload } from '../../src/quiz/payload.ts';

/** Read-only view of the built site in `dist/` for the tests that check it as a whole. */
export const DIST = resolve(import.meta.dirname, '../../dist');

export interface BuiltPage {
  /** Site path: `/ru/rules/general/`. */
  path: string;
  html: string;
}

export function builtPages(): BuiltPage[] {
  if (!existsSync(DIST)) throw new Error('dist/ not found: run `npm run build` before the site tests');
  const out: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name === 'index.html') {
        out.push({ path: `/${relative(DIST, dir)}/`.replace(/\/+/g, '/'), html: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(DIST);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** A language's question bank as the quiz pages fetch it (its head and parts) and join it. */
export function builtBank(lang: string): BankPayload {
  const [head, ...parts] = bankUrls(lang).map((url) => JSON.parse(readFileSync(join(DIST, url), 'utf8')) as unknown);
  return joinBank(head as BankHead, parts as BankPart[]);
}

export const idsOf = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));

export const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

/**
 * The page's own content (Starlight's `.sl-markdown-content`), tags stripped, as text blocks.
 * Passages marked as another language (`<span lang="ru">` on an English page) are left out:
 * they are quoted on purpose, e.g. the Russian variants of a term in the glossary.
 */
export function contentBlocks(html: string): string[] {
  const start = html.indexOf('class="sl-markdown-content');
  if (start < 0) return [];
  const body = html.slice(start);
  const end = body.search(/<footer|<\/main>/);
  const main = end > 0 ? body.slice(0, end) : body;
  const own = main.replace(/<(span|em|i|q|cite)\s[^>]*\blang="[a-z-]+"[^>]*>[\s\S]*?<\/\1>/g, ' ');
  return [...own.matchAll(/<(p|li|td|th|dd|dt|h[2-6])[\s>][\s\S]*?<\/\1>/g)]
    .map((m) =>
      m[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/&[a-z#0-9]+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Resolve an href found on `fromPath` to the built file it names, or undefined for other sites. */
export function targetOf(href: string, fromPath: string): { file: string; hash: string; path: string } | undefined {
  const url = new URL(href, `http://site${fromPath}`);
  if (url.host !== 'site') return undefined;
  const path = decodeURIComponent(url.pathname);
  const file = path.endsWith('/') ? join(DIST, path, 'index.html') : join(DIST, path);
  return { file, hash: decodeURIComponent(url.hash.slice(1)), path };
}

export const langOf = (path: string): string | undefined => /^\/(ru|en)\//.exec(path)?.[1];
