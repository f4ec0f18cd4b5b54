import { expect, type Page } from '@playwright/test';

/** Anchors opened by a link, and the "On this page" entry that must be current then. */
export const TOC_CASES: readonly { path: string; anchor: string }[] = [
  { path: '/en/rules/general/', anchor: 'rule-3-10' },
  { path: '/ru/rules/general/', anchor: 'rule-3-10' },
  { path: '/en/rules/general/', anchor: 'rule-3-23' },
  { path: '/ru/rules/straight-pool/', anchor: 'rule-6-7-3' },
  { path: '/en/rules/straight-pool/', anchor: 'rule-6-4' },
  { path: '/en/rules/eight-ball/', anchor: 'rule-4-5' },
  { path: '/ru/rules/nine-ball/', anchor: 'rule-5-4' },
];

/** The table of contents (`toc`: Starlight's desktop or mobile element) marks `anchor` as current. */
export async function expectCurrent(page: Page, toc: 'starlight-toc' | 'mobile-starlight-toc', anchor: string) {
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
  await expect(page.locator(`${toc} a[aria-current="true"]`)).toHaveAttribute('href', `#${anchor}`);
}
