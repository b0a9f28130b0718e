/**
 * The cart page without React: draws the shopper's cart (its lines, totals and buttons, or the empty cart) from the
 * cart store into the cart island's pre-rendered HTML, element for element as CartPage renders it, so the cart shows
 * as soon as it has loaded while React stays unloaded until the shopper reaches for a button. CartPage then hydrates
 * what was drawn (drawn-cart.ts) and keeps these elements: a tap held before (held-taps.js) is replayed on the very
 * button tapped, and nothing moves. Drawing stops once the island hydrates; from then on React draws.
 */
import { lineSubtotal } from '#schema/pricing';
import { cartTotals } from './shown-totals';
import { heldBackLines } from './held-back';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { descriptionFor } from '#schema/i18n/description-ur';
import { amount } from '#schema/money';
import { sizedName } from '#schema/size-name';
import { $cart, $cartStatus, ensureCartLoaded, type Cart, type CartLine } from '../../stores/cart';
import type { CartViewWords } from './cart-view-words';
import { setDrawnCart } from './drawn-cart';
import { saleNameOf } from '../catalog/sale-name';

/** Where a perfume's name goes in a sentence of CartViewWords. */
export const NAME = '{name}';
/** Where a price change's sale, price now and price then go in its sentence. */
export const SALE = '{sale}';
export const NOW = '{now}';
export const WAS = '{was}';
/** Where a line's ml (its bottle's or its tester or sample size's) goes in its format. */
export const ML = '{ml}';
/** Where the count left goes in a line's stock notice. */
export const LEFT = '{left}';

type Attributes = Record<string, string | boolean | undefined>;

/** An element as React writes it: `true` is an empty attribute (disabled), `false` and undefined none. */
function element(tag: string, attributes: Attributes, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) made.setAttribute(name, value === true ? '' : value);
  made.append(...children.filter((child) => child !== ''));
  return made;
}

const money = (rupees: number) => element('bdi', { dir: 'ltr' }, amount(rupees));

/** A sentence of CartViewWords with each slot in it filled. */
const filled = (sentence: string, slots: [slot: string, value: string][]) =>
  slots.reduce((text, [slot, value]) => text.split(slot).join(value), sentence);

/** What the line's price change says, as CartRow words it (null when the price is as it was). */
function priceNotice({ product, priceChange }: CartLine, name: string, words: CartViewWords): string | null {
  if (!priceChange) return null;
  const { endedSale, endedSaleUr } = priceChange;
  const sale = endedSale === null ? null : saleNameOf(words.lang, endedSale, endedSaleUr, words.sale);
  return filled(sale ? words.saleEnded : words.priceChanged, [
    [NAME, name],
    [SALE, sale ?? ''],
    [NOW, amount(product.price)],
    [WAS, amount(priceChange.was)],
  ]);
}

/** What the line's stock notice says, as CartRow words it (null while the shelf holds enough). */
function stockNotice({ stockLeft, noLongerSold }: CartLine, name: string, words: CartViewWords): string | null {
  if (noLongerSold) return filled(words.noLongerSold, [[NAME, name]]);
  if (stockLeft === null) return null;
  return filled(words.stockLeft[Math.min(stockLeft, 2)]!, [
    [NAME, name],
    [LEFT, String(stockLeft)],
  ]);
}

function line(each: CartLine, words: CartViewWords): HTMLElement {
  const { product, quantity, size, format } = each;
  const name = sizedName(product.name || words.unnamed, size);
  const named = (sentence: string) => filled(sentence, [[NAME, name]]);
  const notice = priceNotice(each, name, words);
  const stock = stockNotice(each, name, words);
  const text = descriptionFor(words.lang, product);
  const description = text
    ? element('p', { class: 'cart-line__description' }, text)
    : element('p', { class: 'cart-line__description' }, words.noDescription);
  return element(
    'li',
    { class: 'cart-line' },
    element('img', { src: product.image, alt: '', width: '96', height: '96', loading: 'lazy' }),
    element(
      'div',
      { class: 'cart-line__text' },
      element('h2', {}, name),
      description,
      element(
        'p',
        {},
        money(product.price),
        ' ',
        element('span', { class: 'cart-line__format' }, words.sizeOf.replace(ML, String(Number.parseInt(format, 10)))),
      ),
      notice === null ? '' : element('p', { class: 'cart-line__notice' }, notice),
      stock === null ? '' : element('p', { class: 'cart-line__notice' }, stock),
    ),
    element(
      'div',
      { class: 'cart-line__quantity', role: 'group', 'aria-label': named(words.quantityOf) },
      // At 1 and at 10 a button is aria-disabled="true" as CartRow writes it (unavailableWhen), keeping the focus.
      element(
        'button',
        { type: 'button', 'aria-label': named(words.decrease), 'aria-disabled': quantity <= 1 ? 'true' : undefined },
        '−',
      ),
      element('output', { 'aria-label': named(words.quantityOf) }, String(quantity)),
      element(
        'button',
        {
          type: 'button',
          'aria-label': named(words.increase),
          'aria-disabled': quantity >= MAX_LINE_QUANTITY ? 'true' : undefined,
        },
        '+',
      ),
    ),
    element(
      'p',
      { class: 'cart-line__subtotal' },
      element('span', { class: 'visually-hidden' }, words.lineSubtotal),
      money(lineSubtotal({ price: product.price, quantity })),
    ),
    element(
      'button',
      { type: 'button', class: 'button secondary cart-line__remove', 'aria-label': named(words.removeName) },
      words.remove,
    ),
    element(
      'p',
      { class: 'cart-line__message error-text', role: 'alert' },
      quantity >= MAX_LINE_QUANTITY ? words.mostPerLine : '',
    ),
  );
}

function cartLayout(cart: Cart, words: CartViewWords): HTMLElement {
  const empty = cart.items.length === 0;
  const totals = cartTotals(cart.items, 'standard');
  const heldBack = heldBackLines(cart.items).map(({ product, size }) => sizedName(product.name || words.unnamed, size));
  const row = (attributes: Attributes, term: string, value: Node | string) =>
    element('div', attributes, element('dt', {}, term), element('dd', {}, value));
  return element(
    'div',
    { class: 'cart-layout' },
    element(
      'section',
      { 'aria-label': words.items, class: 'cart-lines' },
      empty
        ? element('p', { class: 'cart-empty', tabindex: '-1' }, words.empty)
        : element('ul', {}, ...cart.items.map((each) => line(each, words))),
    ),
    element(
      'aside',
      { class: 'cart-summary', 'aria-label': words.summary },
      element(
        'dl',
        { class: 'cart-totals' },
        row({}, words.subtotal, money(totals.subtotal)),
        row(
          {},
          words.delivery,
          totals.shippingCost === null ? '—' : totals.shippingCost > 0 ? money(totals.shippingCost) : words.free,
        ),
        row({ class: 'cart-total' }, words.total, money(totals.total)),
      ),
      heldBack.length === 0
        ? ''
        : element(
            'p',
            { id: 'cart-held-back', class: 'cart-held-back' },
            filled(words.heldBack[Math.min(heldBack.length, 2) - 1]!, [[NAME, heldBack.join(words.comma)]]),
          ),
      element('p', { class: 'cart-delivery' }, words.deliveredIn),
      element('p', { class: 'error-text', role: 'alert' }),
      element(
        'button',
        {
          type: 'button',
          class: 'button',
          disabled: empty || heldBack.length > 0,
          'aria-describedby': heldBack.length > 0 ? 'cart-held-back' : undefined,
        },
        words.buy,
      ),
      element('button', { type: 'button', class: 'button secondary', disabled: empty }, words.clear),
      element('button', { type: 'button', class: 'button secondary' }, words.continue),
    ),
  );
}

/** Draws the store's cart into `island` until it hydrates; the pre-rendered nodes (loading) stay while it loads. */
export function drawCart(island: HTMLElement, words: CartViewWords): void {
  // Astro's end-of-island marker stays last, as pre-rendered.
  const marker = [...island.childNodes].find((node) => node instanceof Comment && node.data === 'astro:end');
  const loading = [...island.childNodes].filter((node) => node !== marker);
  const draw = () => {
    if (!island.hasAttribute('ssr')) return stop();
    const cart = $cart.get();
    const status = $cartStatus.get();
    const drawn =
      status === 'ready'
        ? [cartLayout(cart, words)]
        : status === 'failed'
          ? [element('p', { class: 'cart-status error-text', role: 'alert' }, words.failed)]
          : loading;
    island.replaceChildren(...drawn, ...(marker ? [marker] : []));
    setDrawnCart({ cart, status });
  };
  const stops = [$cart.listen(draw), $cartStatus.listen(draw)];
  const stop = () => stops.forEach((unlisten) => unlisten());
  draw();
  ensureCartLoaded().catch(() => {});
}
