/* global document, addEventListener, requestAnimationFrame, setTimeout, PerformanceObserver, Event */
// The page's module scripts (named in its #page-modules data block, site/lib/page-modules.ts) start once its main
// picture (fetchpriority="high") is painted: on a slow link the picture shows without waiting for them, and they do
// not share the line with the page. A page without one starts them once its first text has been shown, or at once
// in a tab nobody is looking at, which shows nothing; a private page (the cart, checkout, an account) at once, as
// the tags they replace did: its skeleton waits for their guard, and its first screen is theirs to draw.
// A tap, key or focus before then starts them at once; held-taps.js keeps that tap for its island. Small on
// purpose: every page's head carries it.
(function (d) {
  var started = false;
  var go = function () {
    if (started) return;
    started = true;
    JSON.parse(d.getElementById('page-modules')?.textContent || '[]').forEach(function (src) {
      var script = d.createElement('script');
      script.type = 'module';
      script.src = src;
      // In the page's order, as the tags they replace ran.
      script.async = false;
      d.head.appendChild(script);
    });
    // For what else waits for the first screen (use-or-fetch-urdu-font.js).
    d.dispatchEvent(new Event('page-modules-started'));
  };
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, go, { capture: true, once: true });
  });
  // Two frames on, the frame before has been shown.
  var frames = function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(go);
      });
    });
  };
  d.addEventListener('DOMContentLoaded', function () {
    var picture = d.querySelector('img[fetchpriority="high"]');
    if (!picture) {
      if (d.visibilityState === 'hidden' || d.querySelector('.guard-skeleton')) return go();
      // The browser says when it has shown the first text; where it cannot, two frames do (a second on where it can).
      var paints = PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
      if (paints)
        new PerformanceObserver(function (list) {
          if (list.getEntries().some((entry) => entry.name == 'first-contentful-paint')) go();
        }).observe({ type: 'paint', buffered: true });
      return setTimeout(frames, paints ? 1000 : 0);
    }
    // The browser says when it has shown the picture; where it cannot (or something larger was shown first), the
    // picture's decoding and two frames do, a second later where it could have said.
    var says = PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint') >= 0;
    if (says)
      new PerformanceObserver(function (list) {
        if (list.getEntries().some((entry) => entry.element == picture)) go();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    picture.decode().then(function () {
      setTimeout(frames, says ? 1000 : 0);
    }, frames);
  });
})(document);
