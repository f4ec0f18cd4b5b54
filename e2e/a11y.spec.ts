import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages } from './site';

for (const path of builtPages()) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    // a rule page with its paragraphs' practice links and examples takes axe about 12 s on a quiet
    // two-core machine: room for a busy one
    test.setTimeout(120_000);
    await page.goto(path);
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // Starlight's own search button: visible "Search Ctrl K" vs aria-label "Search".
      .exclude('site-search > button[data-open-modal]')
      .analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
