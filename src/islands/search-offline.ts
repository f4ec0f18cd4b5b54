/**
 * Search without a connection. Once the service worker has saved the site (src/quiz/offline.mjs),
 * Pagefind loads its index from that cache and search works offline. Before that, offline, Pagefind's
 * UI cannot load `/pagefind/pagefind.js`: it throws ("reading 'options'") and shows "Searching…" for
 * ever. This turns such a failure into a message in the search dialog (the text comes from the page's
 * `<meta name="search-unavailable">`, written by src/components/Head.astro in the page's language).
 * The message goes away as soon as a search shows results again.
 */
const ROOT = 'starlight__search';
const NOTE = 'search-unavailable-note';

const MODULE_FAILED = /dynamically imported module|Importing a module script failed/i;

/**
 * What an unhandled rejection means for search, or undefined when it is not about search:
 * - `search`: surely search's own failure, the page error can be silenced (the message says it all).
 *   Pagefind's UI could not import `/pagefind/pagefind.js` and then read `.options` of nothing
 *   (Chromium, Firefox and Safari all name `options`), or Pagefind's code (under /pagefind/) could
 *   not fetch its wasm or part of its index.
 * - `search-ui`: a lazily loaded script failed while the search UI was not there yet, most likely
 *   the UI itself (Starlight loads it when the page is idle); the error stays reported.
 */
export function searchFailure(
  reason: unknown,
  state: { open: boolean; mounted: boolean },
): 'search' | 'search-ui' | undefined {
  if (!(reason instanceof Error)) return undefined;
  if (state.open && reason instanceof TypeError && /\boptions\b/.test(reason.message)) return 'search';
  if ((reason.stack ?? '').includes('/pagefind/') || reason.message.includes('/pagefind/')) return 'search';
  if (!state.mounted && MODULE_FAILED.test(reason.message)) return 'search-ui';
  return undefined;
}

function drawer(search: HTMLElement, shown: boolean): void {
  const element = search.querySelector<HTMLElement>('.pagefind-ui__drawer');
  if (element) element.style.display = shown ? '' : 'none';
}

/** Show the message and hide Pagefind's "Searching…", until a search shows results again. */
function showUnavailable(): void {
  const search = document.getElementById(ROOT);
  if (!search) return;
  drawer(search, false);
  if (document.getElementById(NOTE)) return;
  const note = document.createElement('p');
  note.id = NOTE;
  note.setAttribute('role', 'alert');
  note.style.marginTop = '1rem';
  note.textContent =
    document.querySelector('meta[name="search-unavailable"]')?.getAttribute('content') ??
    'Search is not available offline yet.';
  search.append(note);
  const recovered = new MutationObserver(() => {
    if (!search.querySelector('.pagefind-ui__result-link')) return;
    recovered.disconnect();
    note.remove();
    drawer(search, true);
  });
  recovered.observe(search, { childList: true, subtree: true });
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const failure = searchFailure(event.reason, {
      open: document.querySelector(`dialog[open] #${ROOT}`) !== null,
      mounted: document.querySelector(`#${ROOT} .pagefind-ui`) !== null,
    });
    if (!failure) return;
    if (failure === 'search') event.preventDefault();
    showUnavailable();
  });
}
