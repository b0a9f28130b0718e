/**
 * Clear Cart, which asks first. The question takes the button's place: the focus moves to "Keep my cart" (the safe
 * answer, so a keyboard or screen reader user is not left on a button that vanished) and the question is scrolled
 * into view, answers included, on a short phone screen.
 */
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** How many perfumes the cart holds: the question names them. */
  lines: number;
  disabled: boolean;
  busy: boolean;
  onClear: () => Promise<unknown>;
}

export function ClearCart({ lines, disabled, busy, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!asking) return;
    keep.current?.scrollIntoView({ block: 'nearest' });
    keep.current?.focus({ preventScroll: true });
  }, [asking]);

  if (!asking || disabled) {
    return (
      <button type="button" className="button secondary" disabled={disabled || busy} onClick={() => setAsking(true)}>
        Clear Cart
      </button>
    );
  }
  return (
    <div className="cart-confirm" role="group" aria-labelledby="cart-confirm-question">
      <p id="cart-confirm-question">Remove {lines === 1 ? 'the perfume' : `all ${lines} perfumes`} from your cart?</p>
      <button type="button" className="button" disabled={busy} onClick={() => onClear().then(() => setAsking(false))}>
        Yes, clear cart
      </button>
      <button ref={keep} type="button" className="button secondary" onClick={() => setAsking(false)}>
        Keep my cart
      </button>
    </div>
  );
}
