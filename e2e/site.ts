import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const DIST = new URL('../dist/', import.meta.url).pathname;

/** Every page of the built site as a URL path (`/ru/rules/general/`), the root redirect and 404 excluded. */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name === 'index.html') {
        pages.push(`/${relative(DIST, dir)}/`.replace(/\/+/g, '/'));
      }
    }
  };
  walk(DIST);
  return pages.filter((p) => p !== '/').sort();
}
