/**
 * An order of either kind as the console holds it: the answer its own API gives (a perfume order's, or an oils
 * order's in the wholesale page's shape), tagged with its kind, so one card, one message and one list row serve both.
 * What each kind's API is asked is here too, each answering the order as it now is.
 */
import type { OilsOrder } from '#schema/answers/oils';
import type { Order } from '#schema/answers/orders';
import type { Confirmation } from '#schema/confirmation';
import type { OrderStatus } from '#schema/order-status';
import { changeOilsOrderConfirmation, changeOilsOrderStatus, readOilsOrderOf } from '../../api/oils';
import { changeOrderConfirmation, changeOrderStatus, readOrder } from '../../api/orders';
import type { MoveDetails, ShipmentDetails } from './StatusActions';

export type KindOrder = { kind: 'perfume'; order: Order } | { kind: 'oils'; order: OilsOrder };

export const perfumeOrder = (order: Order): KindOrder => ({ kind: 'perfume', order });
export const oilsOrder = (order: OilsOrder): KindOrder => ({ kind: 'oils', order });

/** An answer that may hold either kind (a booking's): a perfume order is the one with an address. */
export const kindOrderOf = (order: Order | OilsOrder): KindOrder =>
  'shippingAddress' in order ? perfumeOrder(order) : oilsOrder(order);

export interface KindActions {
  move: (to: OrderStatus, details?: MoveDetails) => Promise<KindOrder>;
  confirm: (to: Confirmation) => Promise<KindOrder>;
  /** The order as it now is. */
  reload: () => Promise<KindOrder>;
  /** The order once its phone was blocked or unblocked (which answers no order). */
  phoneBlocked: (blocked: boolean) => Promise<KindOrder>;
}

const isShipment = (details?: MoveDetails): details is ShipmentDetails =>
  details !== undefined && 'trackingNumber' in details;

export function kindActions(of: KindOrder): KindActions {
  const id = of.order._id;
  if (of.kind === 'perfume') {
    const reload = async () => perfumeOrder((await readOrder(id)).order);
    return {
      move: async (to, details) => perfumeOrder((await changeOrderStatus(id, to, details)).order),
      confirm: async (to) => perfumeOrder((await changeOrderConfirmation(id, to)).order),
      reload,
      phoneBlocked: reload,
    };
  }
  const { risk, displayOrderId } = of.order;
  const reload = async () => {
    const now = await readOilsOrderOf(id, displayOrderId);
    if (!now) throw new Error(`${displayOrderId} is no longer listed`);
    return oilsOrder(now);
  };
  return {
    reload,
    // Oils are mixed to order: a return goes with its reason alone.
    move: async (to, details) =>
      oilsOrder(
        await changeOilsOrderStatus(
          id,
          to,
          details && !isShipment(details) ? { returnReason: details.returnReason } : details,
        ),
      ),
    confirm: async (to) => oilsOrder(await changeOilsOrderConfirmation(id, to)),
    // The card takes the number's new state itself.
    phoneBlocked: async (blocked) => oilsOrder({ ...of.order, risk: risk && { ...risk, blocked } }),
  };
}
