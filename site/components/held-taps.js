/* global window, document, Element, HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement, Event, URL, location, history, setTimeout */
// Run inline in every page's head, before any island's script (HeadScripts.astro); plain ES5, no module.
(function () {
  var SETTLE_AT_MOST_MS = 2000;
  // What the shopper did inside an island before it was ready: its last tap on a button (with every tap on a quantity
  // counter's + and − since, which add up), and the words typed or choices made in its fields. An island is not ready while pre-rendered (`ssr`), nor between Astro's
  // astro:hydrate and the moment React has taken the HTML over (React hydrates in a transition, in tasks of its
  // own): it is ready when the browser is next idle, or two seconds on at most. Then each field gets its value back
  // through the native setter and an event React reads as the shopper's own, and the tap is replayed, seeing
  // those values.
  function heldIn(island) {
    if (!island.held) {
      island.held = { taps: [], fields: [] };
      // Said to the island, whose script may have arrived after the pointer reached it (a mouse resting on the
      // photo while the page loaded): a pointer already over it says nothing more, and the tap would wait for it.
      island.dispatchEvent(new Event('island-held'));
    }
    return island.held;
  }
  function sameButton(island, tap) {
    var buttons = Array.prototype.slice.call(island.querySelectorAll('button'));
    var named = buttons.filter(function (button) {
      return tap.text && button.textContent === tap.text;
    });
    return named.length === 1 ? named[0] : buttons[tap.index];
  }
  // The taps in the order made, each once React has drawn what the one before changed (a counter's next + reads the
  // count the last one left).
  function replay(island, taps) {
    var tap = taps.shift();
    if (!tap) return;
    var button = tap.button;
    button.removeAttribute('data-held-tap');
    // A button React rendered anew is found again by its words where only it has them (Add to Cart names its
    // perfume, and a list sorted since may have moved it), else by its place among the island's buttons.
    if (!button.isConnected) button = sameButton(island, tap);
    if (button && !button.disabled) button.click();
    setTimeout(function () {
      replay(island, taps);
    }, 0);
  }
  // While an island settles, only what its pre-rendered HTML held waits for React to take it over. A button or field
  // React added since is React's own and works at once: the console, which renders only in the browser, would
  // otherwise hold its every tap until the browser is next idle, and a busy page may not be idle for a minute.
  var notReady = function (element) {
    var island = element.closest('astro-island');
    if (!island) return null;
    if (island.hasAttribute('ssr')) return island;
    return island.settling && island.prerendered.indexOf(element) >= 0 ? island : null;
  };

  function giveBack(entry) {
    // A field React rendered anew (its HTML differed) is found again by its id.
    var field = entry.field.isConnected ? entry.field : entry.field.id && document.getElementById(entry.field.id);
    if (!field) return;
    var chosen = field.type === 'radio' || field.type === 'checkbox';
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), chosen ? 'checked' : 'value').set;
    // React hears a radio or checkbox change from a click (a plain event: it does not tick the box again).
    var kind = chosen ? 'click' : field.tagName === 'SELECT' ? 'change' : 'input';
    // Emptied (unticked) first: React reads an event as typing only when the value differs from the one it last saw,
    // which is the typed one where hydration kept it and the empty one where hydration or a render since reset it.
    (chosen ? [!entry.checked, entry.checked] : kind === 'input' ? ['', entry.value] : [entry.value]).forEach(
      function (value) {
        setter.call(field, value);
        field.dispatchEvent(new Event(kind, { bubbles: true }));
      },
    );
  }

  document.addEventListener(
    'astro:hydrate',
    function (event) {
      var island = event.target;
      island.settling = true;
      island.prerendered = Array.prototype.slice.call(island.querySelectorAll('button, input, textarea, select'));
      var idle =
        window.requestIdleCallback ||
        function (run) {
          setTimeout(run, 50);
        };
      var settled = false;
      var settle = function () {
        if (settled) return;
        settled = true;
        island.settling = false;
        island.prerendered = [];
        var held = island.held;
        island.held = null;
        if (!held) return;
        held.fields.forEach(giveBack);
        replay(island, held.taps);
      };
      idle(settle);
      // A page that is never idle (a console polling, a phone busy for a minute) still gets its tap within seconds:
      // by then React has long taken the island over, and it replays a click on a part it has not yet hydrated.
      setTimeout(settle, SETTLE_AT_MOST_MS);
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      var island = button && notReady(button);
      if (!island) return;
      event.preventDefault();
      event.stopPropagation();
      var held = heldIn(island);
      var counts = button.closest('.quantity');
      // One intent, not a queue: a tap elsewhere takes the place of the last one; a counter's taps add up.
      if (!counts)
        held.taps = held.taps.filter(function (tap) {
          if (!tap.counts) tap.button.removeAttribute('data-held-tap');
          return tap.counts;
        });
      held.taps.push({
        button: button,
        counts: counts,
        index: Array.prototype.indexOf.call(island.querySelectorAll('button'), button),
        text: button.textContent,
      });
      button.setAttribute('data-held-tap', '');
    },
    true,
  );

  function keepValue(event) {
    var field = event.target;
    var isField =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (!isField || field.type === 'file') return;
    var island = notReady(field);
    if (!island) return;
    var held = heldIn(island);
    held.fields = held.fields.filter(function (entry) {
      return entry.field !== field;
    });
    // A radio chosen is kept as its group's choice: given back in the order chosen, the last one stays.
    held.fields.push({ field: field, value: field.value, checked: field.checked });
  }
  document.addEventListener('input', keepValue, true);
  document.addEventListener('change', keepValue, true);

  // A choice in a form of the address goes into the address at once, where the island reads it when it hydrates.
  document.addEventListener('change', function (event) {
    var field = event.target;
    var form = field && field.form;
    if (!form || !form.hasAttribute('data-address-form') || !field.closest('astro-island[ssr]')) return;
    var address = new URL(location.href);
    address.searchParams.set(field.name, field.value);
    history.replaceState(history.state, '', address);
  });
})();
