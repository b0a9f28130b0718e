/**
 * Who carries a shipped parcel and its tracking number, with a link to the courier's own tracking page where its
 * address is known (schema/couriers.ts): on the admin's card, the receipt and My orders.
 */
import { COURIER_LABELS, trackingLink, type Courier } from '../../../schema/couriers';

interface Props {
  courier: Courier | null;
  trackingNumber: string | null;
}

export default function Shipment({ courier, trackingNumber }: Props) {
  if (!courier || !trackingNumber) return null;
  const link = trackingLink(courier, trackingNumber);
  return (
    <p className="shipment">
      Courier: {COURIER_LABELS[courier]} · Tracking number <strong>{trackingNumber}</strong>
      {link && (
        <>
          {' · '}
          <a href={link} target="_blank" rel="noopener noreferrer">
            Track on {COURIER_LABELS[courier]}
          </a>
        </>
      )}
    </p>
  );
}
