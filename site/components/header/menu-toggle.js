/* global document */
// The header's menu button opens and closes the menu; Escape closes it and gives the focus back. It runs from the
// page's head, before the header is read, so it listens on the document.
(function (d) {
  var open = function (toggle, opened) {
    toggle.ariaExpanded = opened;
    d.getElementById('site-nav').classList.toggle('open', opened);
  };
  d.addEventListener('click', function (event) {
    var toggle = event.target.closest?.('.menu-toggle');
    if (toggle) open(toggle, toggle.ariaExpanded != 'true');
  });
  d.addEventListener('keydown', function (event) {
    var toggle = d.querySelector('.menu-toggle[aria-expanded="true"]');
    if (event.key != 'Escape' || !toggle) return;
    open(toggle, false);
    toggle.focus();
  });
})(document);
