/* global document, addEventListener, requestAnimationFrame, setTimeout, PerformanceObserver */
// The page's module scripts (named in its #page-modules data block, site/lib/page-modules.ts) start once its main
// picture (fetchpriority="high") is painted: on a slow link the picture shows without waiting for them, and they do
// not share the line with the page. A page without one starts them once its own words are painted: started as soon
// as it was read, they could arrive and run before its first paint, and its largest text (the wholesale page's
// introduction) then waited for them: on a 2G-grade link, from a third of a second to more than a second after its
// first words.
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
  var painted = function (type, when, then) {
    new PerformanceObserver(function (list) {
      if (list.getEntries().some(when)) then();
    }).observe({ type: type, buffered: true });
  };
  d.addEventListener('DOMContentLoaded', function () {
    var picture = d.querySelector('img[fetchpriority="high"]');
    // The browser says when it has shown the picture or, on a page without one, its own words (in <main>, not the
    // header's).
    var says = PerformanceObserver.supportedEntryTypes.indexOf('largest-contentful-paint') >= 0;
    if (says)
      painted(
        'largest-contentful-paint',
        function (entry) {
          return picture ? entry.element == picture : !!entry.element && !!entry.element.closest('main');
        },
        go,
      );
    // A page whose words its scripts draw (an account's, the console's) starts them two frames after its first paint.
    if (!picture) return says ? painted('paint', Boolean, frames) : frames();
    // Where the browser cannot say (or something larger was shown first), the picture's decoding and two frames do,
    // a second later where it could have said.
    picture.decode().then(function () {
      setTimeout(frames, says ? 1000 : 0);
    }, frames);
  });
})(document);
