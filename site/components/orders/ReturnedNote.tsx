/**
 * Why a returned order came back, in the shopper's words, with the way to reach the shop: on the receipt, My orders
 * and the tracking page. Nothing for an order that was not returned.
 */
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import type { StatusHistory } from '#schema/answers/orders';
import { whatsappLink } from '#schema/shop';

interface Props {
  history: StatusHistory;
  orderNumber: string;
  lang?: Lang;
}

export default function ReturnedNote({ history, orderNumber, lang = 'en' }: Props) {
  const words = BUYING_WORDS[lang].orders;
  const returned = history.findLast((entry) => entry.status === 'returned');
  if (!returned?.reason) return null;
  return (
    <p className="returned-note">
      {words.reasonSentences[returned.reason]}
      {words.stillWant}
      <a href={whatsappLink(words.returnedText(orderNumber))}>{words.messageUs}</a>
      {words.sentenceEnd}
    </p>
  );
}
