/**
 * A first Urdu page, painted without the shop's Naskh (UrduFont.astro), fetches the copy for the next pages once its
 * own scripts run: after its main picture is shown (start-modules.js), so on a slow link the copy shares the line
 * with neither the page nor its picture, and at low priority, behind the scripts it starts with. Fetched at the
 * page's load, it came before the banner's paint, which then waited for its 14 KB on a 2G-grade link. Loaded with
 * the header's module (Header.astro) rather than inline in each Urdu page, where its bytes pushed /ur/home past two
 * round trips of that link. An English page has no Urdu face, and asks nothing.
 */
const face = document.querySelector<HTMLStyleElement>('style#urdu-face');
const url = face && face.media !== 'all' ? /url\(([^)]+)\)/.exec(face.textContent ?? '')?.[1] : undefined;
if (url) {
  fetch(url, { priority: 'low' })
    .then(async (response) => {
      await response.arrayBuffer();
      if (response.ok) localStorage.setItem('urdu-font', url);
    })
    .catch(() => {
      // Offline, or no storage (a private window): the next page keeps the phone's font too.
    });
}
