import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { builtPages, hrefsOf, idsOf, targetOf } from './built-site';

/** Every internal link and anchor on the built site resolves. */
describe('internal links', () => {
  const pages = builtPages();
  const idsByFile = new Map<string, Set<string>>();
  const idsIn = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = idsOf(readFileSync(file, 'utf8'));
      idsByFile.set(file, ids);
    }
    return ids;
  };

  test.each(pages.map((p) => [p.path, p]))('%s has no dangling link', (_path, page) => {
    const broken: string[] = [];
    for (const href of hrefsOf(page.html)) {
      if (href.startsWith('mailto:') || href === '') continue;
      const target = targetOf(href, page.path);
      if (!target || target.path.startsWith('/pagefind/')) continue;
      if (!existsSync(target.file)) broken.push(`${href} (no such page)`);
      else if (target.hash && !idsIn(target.file).has(target.hash)) broken.push(`${href} (no such anchor)`);
    }
    expect(broken).toEqual([]);
  });
});
