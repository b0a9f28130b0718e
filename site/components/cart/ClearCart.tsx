/**
 * Clear Cart, which asks first. The question takes the button's place: the focus moves to "Keep my cart" (the safe
 * answer, so a keyboard or screen reader user is not left on a button that vanished) and the question is scrolled
 * into view, answers included, on a short phone screen.
 */
import { useEffect, useRef, useState } from 'react';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { unavailableWhen } from '../unavailable-button';

interface Props {
  /** How many perfumes the cart holds: the question names them. */
  lines: number;
  disabled: boolean;
  busy: boolean;
  onClear: () => Promise<unknown>;
  lang: Lang;
}

export function ClearCart({ lines, disabled, busy, onClear, lang }: Props) {
  const words = BUYING_WORDS[lang].cart;
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!asking) return;
    keep.current?.scrollIntoView({ block: 'nearest' });
    keep.current?.focus({ preventScroll: true });
  }, [asking]);

  if (!asking || disabled) {
    return (
      <button
        type="button"
        className="button secondary"
        disabled={disabled}
        {...unavailableWhen(busy, () => setAsking(true))}
      >
        {words.clear}
      </button>
    );
  }
  return (
    <div className="cart-confirm" role="group" aria-labelledby="cart-confirm-question">
      <p id="cart-confirm-question">{words.clearQuestion(lines)}</p>
      <button
        type="button"
        className="button"
        {...unavailableWhen(busy, () => void onClear().then(() => setAsking(false)))}
      >
        {words.clearYes}
      </button>
      <button ref={keep} type="button" className="button secondary" onClick={() => setAsking(false)}>
        {words.clearKeep}
      </button>
    </div>
  );
}
