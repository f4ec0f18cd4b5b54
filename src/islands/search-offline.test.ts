import { describe, expect, test } from 'vitest';
import { searchFailure } from './search-offline.ts';

function withStack(error: Error, stack: string): Error {
  error.stack = `${error.name}: ${error.message}\n${stack}`;
  return error;
}

const OPEN = { open: true, mounted: true };
const CLOSED = { open: false, mounted: true };
const NOT_MOUNTED = { open: false, mounted: false };
const SEARCH = 'search';
const UI_MISSING = 'search-ui';

describe('which page errors are search failing to load', () => {
  test.each([
    // Pagefind's UI after import('/pagefind/pagefind.js') failed, as Chromium, Firefox and Safari word it
    [new TypeError("Cannot read properties of undefined (reading 'options')"), OPEN, SEARCH],
    [new TypeError('can\'t access property "options", imported_pagefind is undefined'), OPEN, SEARCH],
    [new TypeError("undefined is not an object (evaluating 'e.options')"), OPEN, SEARCH],
    // the same words while the search dialog is closed are somebody else's error
    [new TypeError("Cannot read properties of undefined (reading 'options')"), CLOSED, undefined],
    // Pagefind could not fetch a chunk of its index
    [
      withStack(new TypeError('Failed to fetch'), '    at loadChunk (https://site.test/pagefind/pagefind.js:1:200)'),
      CLOSED,
      SEARCH,
    ],
    [new Error('404 fetching /pagefind/fragment/en_1.pf_fragment'), CLOSED, SEARCH],
    // Starlight could not load the search UI's own script: reported, and search says why it is empty
    [
      new TypeError('Failed to fetch dynamically imported module: https://site.test/_astro/ui-core.js'),
      NOT_MOUNTED,
      UI_MISSING,
    ],
    [new TypeError('Importing a module script failed.'), NOT_MOUNTED, UI_MISSING],
    [new TypeError('Failed to fetch dynamically imported module: https://site.test/_astro/x.js'), OPEN, undefined],
    // anything else is not ours to swallow
    [
      withStack(new TypeError('Failed to fetch'), '    at load (https://site.test/_astro/data.js:1:1)'),
      OPEN,
      undefined,
    ],
    [new RangeError('options out of range'), OPEN, undefined],
    ['options', OPEN, undefined],
    [undefined, OPEN, undefined],
  ])('%s (%o) -> %s', (reason, state, expected) => {
    expect(searchFailure(reason, state)).toBe(expected);
  });
});
