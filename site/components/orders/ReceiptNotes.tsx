/** The receipt's words around the order: who the shop is (on screen and on paper), and what happens next. */
import type { Order } from '#schema/answers/orders';
import { formatPhone } from '#schema/phone';
import { SHOP, whatsappLink } from '#schema/shop';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import { hrefIn, listIn } from '#schema/i18n/languages';
import { amount } from '#schema/money';

export function ShopDetails({ displayOrderId, lang }: { displayOrderId: string; lang: Lang }) {
  const words = BUYING_WORDS[lang].receipt;
  const where =
    lang === 'ur'
      ? [SHOP.inUrdu.address, SHOP.inUrdu.city, BUYING_WORDS.ur.checkout.pakistan]
      : [SHOP.address, SHOP.city, SHOP.country];
  return (
    <section className="receipt__shop" aria-label={words.theShop}>
      <p className="receipt__shop-name">{SHOP.name}</p>
      <address>
        {listIn(lang, where)}
        <br />
        {words.shopPhone}
        <a href={`tel:${SHOP.phone.replace(/-/g, '')}`}>
          <bdi dir="ltr">{SHOP.phone}</bdi>
        </a>{' '}
        ·{' '}
        <a href={whatsappLink(words.whatsappText(SHOP.name, displayOrderId))} rel="noopener" target="_blank">
          {words.whatsapp}
          <bdi dir="ltr">{formatPhone(SHOP.whatsapp)}</bdi>
        </a>
      </address>
    </section>
  );
}

/** What a cash-on-delivery shopper should expect and have ready, until the order is delivered. */
export function NextSteps({ order, lang }: { order: Order; lang: Lang }) {
  const words = BUYING_WORDS[lang].receipt;
  return (
    <section className="receipt__next" aria-labelledby="receipt-next">
      <h3 id="receipt-next">{words.next}</h3>
      <ol>
        {order.status === 'pending' && (
          <li>
            {words.callYou[0]}
            <bdi dir="ltr">{formatPhone(order.shippingAddress.phone)}</bdi>
            {words.callYou[1]}
          </li>
        )}
        {(order.status === 'pending' || order.status === 'processing') && (
          <li>
            {words.answerNow[0]}
            <a href={hrefIn(lang, order.confirmUrl)}>{words.answerNow[1]}</a>
            {words.answerNow[2]}
          </li>
        )}
        <li>{words.deliveryTakes}</li>
        <li>
          {words.keepCash[0]}
          <strong>
            <bdi dir="ltr">{amount(order.orderDetails.total)}</bdi>
          </strong>
          {words.keepCash[1]}
        </li>
      </ol>
    </section>
  );
}
