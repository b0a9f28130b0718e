import { describe, expect, it } from 'vitest';
import { networkOf, siteOf, waitInWords } from './throttle';

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [15 * 60_000, '15 minutes'],
    [59 * 60_000 + 1, '1 hour'],
    [90 * 60_000, '2 hours'],
  ])('%i ms reads "%s"', (ms, words) => expect(waitInWords(ms)).toBe(words));
});

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['local', 'local'],
  ])('%s is in %s', (address, network) => expect(networkOf(address)).toBe(network));
});

describe('siteOf', () => {
  it.each([
    ['2001:db8:4800:1::9', '2001:db8:4800::/48'],
    ['2001:DB8:4800:ffff:1:2:3:4', '2001:db8:4800::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['203.0.113.9', null],
    ['local', null],
  ])('%s is in %s', (address, site) => expect(siteOf(address)).toBe(site));
});
