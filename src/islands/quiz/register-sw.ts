/** Registers the site's service worker (dist/sw.js, written by src/quiz/offline.mjs) so a visited site works offline. */
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    /* offline support is a bonus: the page works without it */
  });
}
