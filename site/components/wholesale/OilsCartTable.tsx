/**
 * The oils cart: name, volume and price per line, remove per row, the total, then the order form (OilsOrderForm). A
 * line whose oil the shop no longer offers says so, and is out of the total and of the order.
 */
import type { Ref } from 'react';
import { oilsTotal } from '#schema/oil-pricing';
import { orderableOils } from './orderable-oils';
import type { OilsCartItem } from '#schema/answers/oils';
import { listIn, type Lang } from '#schema/i18n/languages';
import { WHOLESALE_WORDS } from '../../i18n/wholesale';
import { amount } from '#schema/money';
import type { OilsContact } from './oils-contact';
import OilsOrderForm from './OilsOrderForm';
import type { Busy } from './busy';
import { unavailableWhen } from '../unavailable-button';

interface Props {
  ref?: Ref<HTMLElement>;
  cart: OilsCartItem[];
  busy: Busy;
  onRemove: (line: OilsCartItem) => void;
  onClear: () => void;
  onOrder: (contact: OilsContact) => void;
  lang: Lang;
}

export default function OilsCartTable({ ref, cart, busy, onRemove, onClear, onOrder, lang }: Props) {
  const words = WHOLESALE_WORDS[lang];
  return (
    <section className="oils-cart" aria-labelledby="oils-cart-heading" ref={ref} tabIndex={-1}>
      <h2 id="oils-cart-heading">{words.cart}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{words.oilColumn}</th>
            <th scope="col">{words.volume}</th>
            <th scope="col">{words.priceColumn}</th>
            <th scope="col">
              <span className="visually-hidden">{words.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.map((line) => (
            <tr key={line._id}>
              <td>
                {line.name}
                {!line.available && <small className="oils-cart__unavailable">{words.unavailable}</small>}
              </td>
              <td>{words.ml(line.volume)}</td>
              <td>{line.available ? amount(line.price) : <s>{amount(line.price)}</s>}</td>
              <td>
                <button
                  type="button"
                  className="button secondary small"
                  {...unavailableWhen(busy !== null, () => onRemove(line))}
                >
                  {busy === `remove:${line._id}` ? words.removing : words.remove}
                  <span className="visually-hidden"> {listIn(lang, [line.name, words.ml(line.volume)])}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {words.total}
            </th>
            <td colSpan={2}>{amount(oilsTotal(orderableOils(cart)))}</td>
          </tr>
        </tfoot>
      </table>
      <OilsOrderForm
        busy={busy}
        nothingToOrder={orderableOils(cart).length === 0}
        onClear={onClear}
        onOrder={onOrder}
        lang={lang}
      />
    </section>
  );
}
