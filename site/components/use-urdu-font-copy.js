/* global document, location, localStorage */
// Run inline in every Urdu page's head (UrduFont.astro, which says what it does and why).
(() => {
  const face = document.getElementById('urdu-face');
  const url = /url\(([^)]+)\)/.exec(face.textContent)[1];
  try {
    if (document.referrer.startsWith(location.origin + '/') && localStorage.getItem('urdu-font') === url) {
      const preload = Object.assign(document.createElement('link'), { rel: 'preload', as: 'font', href: url });
      preload.type = 'font/woff2';
      preload.crossOrigin = 'anonymous';
      document.head.append(preload);
      return void (face.media = 'all');
    }
  } catch {
    // No storage (a private window): the page keeps the phone's font.
  }
  // Otherwise the header's module fetches the copy for the next pages (keep-urdu-font-copy.ts).
})();
