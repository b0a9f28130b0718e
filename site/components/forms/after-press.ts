/**
 * A field's error shows once the shopper leaves it; left by a tap on the next control (a checkbox, a radio, a
 * button), the error shows only after that tap has ended. Shown at once, the line it adds pushes the next control
 * down from under the finger during the tap, and the tap lands on nothing: the box stays unticked. A field left from
 * the keyboard shows its error at once.
 */

/** A press that never becomes a click (a drag, a scroll) lets the error show after this long at most. */
const AT_MOST_MS = 1000;

let pressing = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  // After the click that ends the press (a tap's click follows its pointerup), or the press called off.
  const released = () => setTimeout(() => (pressing = false));
  document.addEventListener('click', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** Runs `show` now, or once the press under way has ended in its click. */
export function afterPress(show: () => void): void {
  if (!pressing) return show();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', later, true);
    document.removeEventListener('pointercancel', later, true);
    show();
  };
  // Once the click has reached the control it was meant for.
  const later = () => setTimeout(once);
  document.addEventListener('click', later, true);
  document.addEventListener('pointercancel', later, true);
  setTimeout(once, AT_MOST_MS);
}
