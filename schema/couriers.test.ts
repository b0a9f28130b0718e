import { describe, expect, it } from 'vitest';
import { COURIERS, shipmentLabel, trackingLink } from './couriers';

describe('the couriers', () => {
  it('links to the public tracking page of couriers whose address pattern is known, with the number encoded', () => {
    expect(trackingLink('TCS', '779404029990')).toBe('https://www.tcsexpress.com/track/779404029990');
    expect(trackingLink('PostEx', '2012 3456')).toBe('https://postex.pk/tracking?cn=2012%203456');
  });

  it('gives no link where the pattern is not known', () => {
    for (const courier of COURIERS.filter((c) => c !== 'TCS' && c !== 'PostEx'))
      expect(trackingLink(courier, '123')).toBeNull();
  });

  it('names a shipment by courier and number', () => {
    expect(shipmentLabel('M&P', 'MP-88')).toBe('M&P MP-88');
    expect(shipmentLabel('other', 'X1')).toBe('Other courier X1');
  });
});
