import { describe, expect, it } from 'vitest';
import { orderIdFromPath, paths } from './paths';

describe('order confirmation addresses', () => {
  it('round-trips an order id through the address', () => {
    expect(orderIdFromPath(paths.orderConfirmation('Ab3_x-9'))).toBe('Ab3_x-9');
    expect(orderIdFromPath('/order-confirmation/Ab3_x-9/')).toBe('Ab3_x-9');
  });

  it('finds no id where there is none or it cannot be read', () => {
    expect(orderIdFromPath('/order-confirmation')).toBe('');
    expect(orderIdFromPath('/order-confirmation/')).toBe('');
    expect(orderIdFromPath('/order-confirmation/a/b')).toBe('');
    expect(orderIdFromPath('/order-confirmation/%E0%A4%A')).toBe('');
  });
});
