/** A quantity counter for Add to Cart: starts at 1, never below 1, at most a cart line's 10. */
import { MAX_LINE_QUANTITY } from '#schema/shop';
import type { Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { unavailableWhen } from '../unavailable-button';
import './quantity.css';

interface Props {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
  lang: Lang;
}

export function QuantityStepper({ name, quantity, onChange, lang }: Props) {
  const words = CATALOG_WORDS[lang].cart;
  return (
    <div className="quantity" role="group" aria-label={words.quantityOf(name)}>
      <button
        type="button"
        aria-label={words.decrease}
        {...unavailableWhen(quantity <= 1, () => onChange(Math.max(1, quantity - 1)))}
      >
        −
      </button>
      <output aria-live="polite" aria-label={words.quantity}>
        {quantity}
      </output>
      <button
        type="button"
        aria-label={words.increase}
        {...unavailableWhen(quantity >= MAX_LINE_QUANTITY, () => onChange(Math.min(MAX_LINE_QUANTITY, quantity + 1)))}
      >
        +
      </button>
    </div>
  );
}
