import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const SECRET = 'a-shop-secret-that-is-long-enough-0123456789';

describe('sealed courier credentials', () => {
  it('opens what it sealed, and the sealed text shows nothing of it', async () => {
    const sealed = await seal(SECRET, 'postex', { token: 'PX-very-secret-token' });
    expect(sealed).not.toContain('very-secret');
    expect(await unseal(SECRET, 'postex', sealed)).toEqual({ token: 'PX-very-secret-token' });
  });

  it('seals the same credentials differently each time', async () => {
    const value = { apiKey: 'k', apiPassword: 'p' };
    expect(await seal(SECRET, 'leopards', value)).not.toBe(await seal(SECRET, 'leopards', value));
  });

  it('opens nothing under another secret, for another courier, or once damaged', async () => {
    const sealed = await seal(SECRET, 'postex', { token: 't' });
    expect(await unseal(`${SECRET}-rotated`, 'postex', sealed)).toBeNull();
    expect(await unseal(SECRET, 'leopards', sealed)).toBeNull();
    expect(await unseal(SECRET, 'postex', `${sealed.slice(0, -4)}AAAA`)).toBeNull();
    expect(await unseal(SECRET, 'postex', 'not sealed at all')).toBeNull();
  });
});
