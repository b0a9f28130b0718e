import { describe, expect, it } from 'vitest';
import { amount, exactAmount, listPrice, shippingAmount } from './money';

describe('money formats', () => {
  it('lists prices as Rs. {price}/-, grouped by thousands', () => {
    expect(listPrice(1599)).toBe('Rs. 1,599/-');
    expect(listPrice(250)).toBe('Rs. 250/-');
  });

  it('writes totals as Rs {amount}', () => {
    expect(amount(200)).toBe('Rs 200');
    expect(amount(12_345)).toBe('Rs 12,345');
  });

  it('writes shipping as Rs 200, or FREE when there is none', () => {
    expect(shippingAmount(200)).toBe('Rs 200');
    expect(shippingAmount(0)).toBe('FREE');
  });

  it('writes the shipping option with paisa, as Rs 200.00', () => {
    expect(exactAmount(200)).toBe('Rs 200.00');
    expect(exactAmount(1500)).toBe('Rs 1,500.00');
  });
});
