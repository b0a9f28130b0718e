/* global document, Element */
// Run inline in the head of a page with a plain form marked data-held-send (HeldSend.astro); plain ES5, no module.
// A send from the form before its script has taken it over (forms/when-reached.ts removes the mark as it takes the
// form): kept on the form for that script to make once ready, where the browser would reload the page with every
// field written into its address.
document.addEventListener(
  'submit',
  function (event) {
    var form = event.target;
    if (!(form instanceof Element) || !form.hasAttribute('data-held-send')) return;
    event.preventDefault();
    form.heldSend = { submitter: event.submitter || null };
  },
  true,
);
