import { describe, expect, it } from 'vitest';
import { pendingLine } from '../components/account/pending-line';
import { loginToAdd, pendingAdd } from './pending-add';

function memory(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  } as Storage;
}

describe('a guest’s pending add', () => {
  const amber = { kind: 'perfume', productId: 'amber-wood', name: 'Amber Wood', quantity: 2 } as const;

  it('sends a perfume to login-signup, then the cart, and names it there', () => {
    const storage = memory();
    const address = loginToAdd(amber, 'en', storage);
    expect(address).toBe('/login-signup?next=%2Fcart&adding=1');
    const pending = pendingAdd(address.slice(address.indexOf('?')), storage);
    expect(pending).toEqual(amber);
    expect(pendingLine(pending!)).toBe('Log in to add Amber Wood to your cart');
  });

  it('sends an oil back to the wholesale page', () => {
    const storage = memory();
    const address = loginToAdd({ kind: 'oil', name: 'Jannat ul Firdous', volume: 100, price: 2000 }, 'en', storage);
    expect(address).toBe('/login-signup?next=%2Fwhole-sale&adding=1');
    expect(pendingLine(pendingAdd('?adding=1', storage)!)).toBe(
      'Log in to add Jannat ul Firdous (100 ml) to your oils cart',
    );
  });

  it('keeps an Urdu page’s shopper in Urdu: the Urdu login page, then the Urdu cart or wholesale page', () => {
    const storage = memory();
    expect(loginToAdd(amber, 'ur', storage)).toBe('/ur/login-signup?next=%2Fur%2Fcart&adding=1');
    expect(loginToAdd({ kind: 'oil', name: 'Jannat ul Firdous', volume: 100, price: 2000 }, 'ur', storage)).toBe(
      '/ur/login-signup?next=%2Fur%2Fwhole-sale&adding=1',
    );
  });

  it('is not replayed on a login-signup visit without the marker, nor from something broken', () => {
    const storage = memory();
    loginToAdd(amber, 'en', storage);
    expect(pendingAdd('?next=%2Fcart', storage)).toBeNull();
    storage.setItem('pending_add', '{broken');
    expect(pendingAdd('?adding=1', storage)).toBeNull();
    expect(pendingAdd('?adding=1', memory())).toBeNull();
  });
});
