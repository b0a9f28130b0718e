/* global document, location, localStorage, addEventListener, fetch */
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
  // Once the page has loaded and its own scripts have started (after its main picture is shown: start-modules.js),
  // so the copy shares the line with neither.
  let waitingFor = 2;
  const fetchCopy = async () => {
    if (--waitingFor > 0) return;
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.ok) localStorage.setItem('urdu-font', url);
  };
  addEventListener('load', fetchCopy, { once: true });
  document.addEventListener('page-modules-started', fetchCopy, { once: true });
})();
