/**
 * Who carries a shipped parcel and its tracking number, with a link to the courier's own tracking page where its
 * address is known (schema/couriers.ts): on the admin's card, the receipt and My orders.
 */
import { courierName, trackingLink, type Courier } from '#schema/couriers';
import type { Lang } from '#schema/i18n/languages';
import { BUYING_WORDS } from '../../i18n/buying';

interface Props {
  courier: Courier | null;
  trackingNumber: string | null;
  lang?: Lang;
}

export default function Shipment({ courier, trackingNumber, lang = 'en' }: Props) {
  if (!courier || !trackingNumber) return null;
  const words = BUYING_WORDS[lang].orders;
  const link = trackingLink(courier, trackingNumber);
  const name = courierName(courier, words.otherCourier);
  return (
    <p className="shipment">
      {words.courier(name)}
      <strong>
        <bdi dir="ltr">{trackingNumber}</bdi>
      </strong>
      {link && (
        <>
          {' · '}
          <a href={link} target="_blank" rel="noopener noreferrer">
            {words.trackOn(name)}
          </a>
        </>
      )}
    </p>
  );
}
