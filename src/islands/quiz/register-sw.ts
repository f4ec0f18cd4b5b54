/**
 * Registers the site's service worker (dist/sw.js, written by src/quiz/offline.mjs), which keeps the
 * pages the learner opens for offline use, and the whole site only when the learner asks (the switch
 * on the progress page). Installing it downloads nothing else; registration still waits for the
 * page's load event, so it never competes with the page being read.
 */
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  const register = () => {
    const first = navigator.serviceWorker.controller === null;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(async () => {
        // the page loaded before the worker controlled it: the worker keeps its files now
        if (!first) return;
        const worker = (await navigator.serviceWorker.ready).active;
        const files = performance.getEntriesByType('resource').map((e) => e.name);
        worker?.postMessage({ type: 'keep', urls: [location.href, ...files] });
      })
      .catch(() => {
        /* offline support is a bonus: the page works without it */
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
