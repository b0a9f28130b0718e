/** After a login: the perfume or oil a guest tried to add goes into their cart (see stores/pending-add.ts). */
import { addToCart } from '../../stores/cart';
import { forgetPendingAdd, type PendingAdd } from '../../stores/pending-add';
import { addOil } from '../../api/oils';

export async function completePendingAdd(pending: PendingAdd): Promise<void> {
  forgetPendingAdd();
  try {
    if (pending.kind === 'oil') await addOil({ name: pending.name, volume: pending.volume, price: pending.price });
    else await addToCart(pending.productId, pending.quantity, pending.ml);
  } catch (error) {
    // Sold out or repriced meanwhile: the shopper lands on the cart (or the oils page) and sees what it holds.
    console.error('Adding the perfume chosen before logging in failed', error);
  }
}
