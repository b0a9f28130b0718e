/**
 * One line of the cart page: the perfume, its price (and how it changed since it was added), its quantity buttons, its
 * subtotal, Remove, and why a change was refused.
 */
import { lineSubtotal } from '#schema/pricing';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { lineKey, sizedName } from '#schema/size-name';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { descriptionFor } from '#schema/i18n/description-ur';
import { amount } from '#schema/money';
import { removeFromCart, setQuantity, type CartLine } from '../../stores/cart';
import { unavailableWhen } from '../unavailable-button';
import { endedSaleIn } from '../catalog/sale-words';
import type { PriceChange } from '#schema/answers/cart';

interface RowProps {
  line: CartLine;
  busy: boolean;
  /** Why the last change to this line was refused (not enough stock, at most 10). */
  message: string;
  act: (key: string, action: () => Promise<unknown>) => Promise<void>;
  /** Once the cart without this line is stored: the focus, on Remove until then, moves on. */
  onRemoved: () => void;
  lang: Lang;
}

/** Why the line's price is not the one it was added at: the sale that set that one ended, or the price changed. */
function priceNotice(change: PriceChange, name: string, now: string, lang: Lang): string {
  const words = BUYING_WORDS[lang].cart;
  const sale = endedSaleIn(lang, change);
  return sale
    ? words.saleEnded(name, sale, now, amount(change.was))
    : words.priceChanged(name, now, amount(change.was));
}

export function CartRow({ line, busy, act, onRemoved, message, lang }: RowProps) {
  const words = BUYING_WORDS[lang].cart;
  const { product, quantity, size } = line;
  const name = sizedName(product.name || BUYING_WORDS[lang].unnamed, size);
  const id = product._id;
  const key = lineKey({ productId: id, ml: size });
  return (
    <li className="cart-line">
      <img src={product.image} alt="" width="96" height="96" loading="lazy" />
      <div className="cart-line__text">
        <h2>{name}</h2>
        {descriptionFor(lang, product) ? (
          <p className="cart-line__description">{descriptionFor(lang, product)}</p>
        ) : (
          <p className="cart-line__description">{words.noDescription}</p>
        )}
        <p>
          <bdi dir="ltr">{amount(product.price)}</bdi>{' '}
          <span className="cart-line__format">{BUYING_WORDS[lang].size(line.format)}</span>
        </p>
        {/* The shopper is told before checkout when the price is not the one they added at (a sale has ended). */}
        {line.priceChange && (
          <p className="cart-line__notice">{priceNotice(line.priceChange, name, amount(product.price), lang)}</p>
        )}
        {line.noLongerSold ? (
          <p className="cart-line__notice">{words.noLongerSold(name)}</p>
        ) : (
          line.stockLeft !== null && <p className="cart-line__notice">{words.stockLeft(name, line.stockLeft)}</p>
        )}
      </div>
      <div className="cart-line__quantity" role="group" aria-label={words.quantityOf(name)}>
        <button
          type="button"
          aria-label={words.decrease(name)}
          {...unavailableWhen(busy || quantity <= 1, () => act(key, () => setQuantity(id, size, quantity - 1)))}
        >
          −
        </button>
        <output aria-label={words.quantityOf(name)}>{quantity}</output>
        <button
          type="button"
          aria-label={words.increase(name)}
          {...unavailableWhen(busy || quantity >= MAX_LINE_QUANTITY, () =>
            act(key, () => setQuantity(id, size, quantity + 1)),
          )}
        >
          +
        </button>
      </div>
      <p className="cart-line__subtotal">
        <span className="visually-hidden">{words.lineSubtotal}</span>
        <bdi dir="ltr">{amount(lineSubtotal({ price: product.price, quantity }))}</bdi>
      </p>
      <button
        type="button"
        className="button secondary cart-line__remove"
        aria-label={words.removeName(name)}
        {...unavailableWhen(busy, () =>
          act(key, async () => {
            await removeFromCart(id, size);
            onRemoved();
          }),
        )}
      >
        {words.remove}
      </button>
      <p className="cart-line__message error-text" role="alert">
        {message || (quantity >= MAX_LINE_QUANTITY ? words.mostPerLine(MAX_LINE_QUANTITY) : '')}
      </p>
    </li>
  );
}
