/* global document, addEventListener, requestAnimationFrame, setTimeout, PerformanceObserver */
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
  // Where the browser reports paints of `type`, starts them at the first entry `shows` picks; says whether it can.
  var reported = function (type, shows) {
    var can = PerformanceObserver.supportedEntryTypes.indexOf(type) >= 0;
    if (can)
      new PerformanceObserver(function (list) {
        if (list.getEntries().some(shows)) go();
      }).observe({ type: type, buffered: true });
    return can;
  };
  d.addEventListener('DOMContentLoaded', function () {
    var picture = d.querySelector('img[fetchpriority="high"]');
    if (!picture && (d.visibilityState == 'hidden' || d.querySelector('.guard-skeleton'))) return go();
    // The browser says when it has shown the picture, or the first text without one; where it cannot (or something
    // larger was shown first), two frames do, after the picture's decoding, a second later where it could have said.
    var says = picture
      ? reported('largest-contentful-paint', (entry) => entry.element == picture)
      : reported('paint', (entry) => entry.name == 'first-contentful-paint');
    var later = function () {
      setTimeout(frames, says ? 1000 : 0);
    };
    if (picture) picture.decode().then(later, frames);
    else later();
  });
})(document);
