/**
 * The words the cart page's script (cart-view.ts) draws the cart with, in the page's language, worked out when the
 * page is built: the script then carries no dictionary. A sentence naming a perfume comes with NAME where the name
 * goes.
 */
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { BUYING_WORDS } from '../../i18n/buying';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { listIn, type Lang } from '#schema/i18n/languages';
import { LEFT, ML, NAME, NOW, SALE, WAS } from './cart-view';

export function cartViewWords(lang: Lang) {
  const { cart, unnamed, free, size } = BUYING_WORDS[lang];
  return {
    failed: cart.failed,
    empty: cart.empty,
    items: cart.items,
    summary: cart.summary,
    subtotal: cart.subtotal,
    delivery: cart.delivery,
    total: cart.total,
    deliveredIn: cart.deliveredIn,
    buy: cart.buy,
    continue: cart.continue,
    clear: cart.clear,
    remove: cart.remove,
    lineSubtotal: cart.lineSubtotal,
    noDescription: cart.noDescription,
    unnamed,
    free,
    /** A line's format, ML where its ml goes (a bottle's or a tester's): the words of a 1 ml one, its 1 made the slot. */
    sizeOf: size('1ml').replace('1', ML),
    mostPerLine: cart.mostPerLine(MAX_LINE_QUANTITY),
    quantityOf: cart.quantityOf(NAME),
    decrease: cart.decrease(NAME),
    increase: cart.increase(NAME),
    removeName: cart.removeName(NAME),
    saleEnded: cart.saleEnded(NAME, SALE, NOW, WAS),
    priceChanged: cart.priceChanged(NAME, NOW, WAS),
    noLongerSold: cart.noLongerSold(NAME),
    /** What the total leaves out, NAME the lines' names: of one line, and of more. */
    heldBack: [cart.heldBack(NAME, 1), cart.heldBack(NAME, 2)],
    /** What goes between those names, as the page's language lists things. */
    comma: listIn(lang, ['', '']),
    /** The plain word for a sale, which an Urdu page says for an ended sale the owner gave no Urdu name. */
    sale: CATALOG_WORDS.ur.sale,
    /** What is left of a line the shelf holds too few of: none, one, and LEFT of them (2 made the slot). */
    stockLeft: [cart.stockLeft(NAME, 0), cart.stockLeft(NAME, 1), cart.stockLeft(NAME, 2).split('2').join(LEFT)],
    lang,
  };
}

export type CartViewWords = ReturnType<typeof cartViewWords>;
