/** Every status an order has had, with its time, on the shopper's receipt and the admin's card. */
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';
import type { Order } from '#schema/answers/orders';
import { orderDate } from './dates';
import './orders.css';

interface Props {
  history: Order['statusHistory'];
  titleId: string;
  /** The heading level under the page's structure: 3 on the receipt, 4 inside an admin order card. */
  level?: 3 | 4;
  /** Where many orders share a page (the console), the order this history is of, so each region has its own name. */
  orderNumber?: string;
  /** The console also says what became of a return's bottles, in its own words. */
  stock?: (restocked: boolean) => string;
  lang?: Lang;
}

type Entry = Props['history'][number];

/** 'Returned: Refused at the door', and for the owner whether the bottles went back in stock. */
function entryLabel(entry: Entry, lang: Lang, stock?: Props['stock']): string {
  const words = BUYING_WORDS[lang].orders;
  if (!entry.reason) return words.status[entry.status];
  const label = `${words.status[entry.status]}: ${words.reasons[entry.reason]}`;
  return stock ? `${label}${stock(Boolean(entry.restock))}` : label;
}

export default function StatusHistory({ history, titleId, level = 3, orderNumber, stock, lang = 'en' }: Props) {
  const words = BUYING_WORDS[lang].orders;
  const Heading = level === 4 ? 'h4' : 'h3';
  const name = orderNumber ? { 'aria-label': words.progressOf(orderNumber) } : { 'aria-labelledby': titleId };
  return (
    <section className="status-history" {...name}>
      <Heading id={titleId}>{words.progress}</Heading>
      <ol>
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className="status-history__status">{entryLabel(entry, lang, stock)}</span>{' '}
            <time dateTime={entry.at}>{orderDate(entry.at, lang)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
