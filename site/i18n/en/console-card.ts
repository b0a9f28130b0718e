/**
 * The console's words for one order's card and its parts: who ordered, the lines, the status buttons and the forms
 * they open, the confirmation, the phone's record, the courier booking, the changes, the notes and the timeline.
 */
import { ACTOR_LABELS, type ActorRole } from '#schema/actors';
import { CASH_LABELS, type Cash } from '#schema/cash';
import { COURIER_LABELS } from '#schema/couriers';
import type { OrderStatus } from '#schema/order-status';
import type { OrderMessage } from '#schema/payloads/timeline';
import { RETURN_REASON_LABELS, type ReturnReason } from '#schema/returns';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const cardWords = {
  title: { perfume: 'Order', oils: 'Oils order' },
  /** The table's caption: "Items in order FS-10001". */
  items: (title: string, number: string) => `Items in ${title.toLowerCase()} ${number}`,
  placed: (date: string) => `Placed ${date}`,
  fields: {
    username: 'Username',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    customer: 'Customer',
    alternatePhone: 'Alternate phone',
    address: 'Address',
    apartment: 'Apartment',
    landmark: 'Landmark',
    deliveryNotes: 'Delivery notes',
    cash: 'Cash',
    deliverTo: 'Deliver to',
  },
  cash: CASH_LABELS as Record<Cash, string>,
  columns: {
    product: 'Product',
    oil: 'Product',
    volume: 'Volume',
    price: 'Price',
    format: 'Format',
    quantity: 'Qty',
    subtotal: 'Subtotal',
  },
  ml: (volume: number) => `${volume} ml`,
  totals: { totalPrice: 'Total price', shipping: 'Shipping', total: 'Total', free: 'FREE' },
  /** What the courier's own tracking last said, its words as it sent them. */
  courierLatest: (courier: string, status: string) => `Latest from ${courier}: ${status}, `,
  /** The courier's own report that it paid for the parcel, before the shop has recorded the payout. */
  courierPaid: (courier: string, reference: string) =>
    `${courier} reports it paid under ${reference}: record the payout in Cash.`,
  cancelledBy: (who: string) => `Cancelled by ${who}, `,
  printSlip: 'Print packing slip',
  moveFailed: 'Could not change the status. Please try again.',
  confirmFailed: 'Could not save the confirmation. Please try again.',
  /** The status buttons and the forms shipping and returning open. */
  status: {
    actions: {
      pending: 'Mark Pending',
      processing: 'Mark Processing',
      shipped: 'Mark Shipped',
      delivered: 'Mark Delivered',
      cancelled: 'Cancel Order',
      returned: 'Mark Returned',
    } satisfies Record<OrderStatus, string>,
    cancelAsk: (number: string, note: string) => `Cancel order ${number}? ${note}`.trim(),
    restocks: 'Its items go back into stock.',
    shipForm: (number: string) => `Ship order ${number}`,
    courier: 'Courier',
    pickCourier: 'Pick the courier',
    otherCourier: COURIER_LABELS.other,
    trackingNumber: 'Tracking number',
    saveShipped: 'Save and mark shipped',
    back: 'Back',
    returnForm: (number: string) => `Return order ${number}`,
    whyBack: 'Why did it come back?',
    pickReason: 'Pick the reason',
    reasons: RETURN_REASON_LABELS as Record<ReturnReason, string>,
    restock: 'Put the bottles back in stock (untick to write them off as damaged)',
    saveReturned: 'Save and mark returned',
    /** Whether a return's bottles went back in stock, after it in the status history. */
    stock: (restocked: boolean) => ` (${restocked ? 'back in stock' : 'written off'})`,
  },
  confirmation: {
    of: (number: string) => `Confirmation of order ${number}`,
    now: 'Confirmation: ',
    by: (who: string) => `by ${who}, `,
    onWhatsapp: 'Confirm on WhatsApp',
    answers: "Customer's answer",
    history: 'Confirmation history',
  },
  risk: {
    record: (orders: number, refused: number, returned: number) =>
      `${plural(orders, 'order')} from this number · ${refused} refused · ${returned} returned`,
    sentBack: (count: number) => ` · ${count} sent back by the customer`,
    blocked: ' · Blocked from cash on delivery',
    /** The same record in the few words an order's row has room for. */
    short: {
      blocked: 'Blocked number',
      refused: (count: number) => `${count} refused`,
      returned: (count: number) => `${count} returned`,
    },
    block: (phone: string) => `Block ${phone}`,
    unblock: (phone: string) => `Unblock ${phone}`,
    why: 'Why block this number?',
    blockNumber: 'Block number',
    blockFailed: 'Could not block this number. Please try again.',
    unblockFailed: 'Could not unblock this number. Please try again.',
  },
  booking: {
    form: (number: string) => `Book order ${number} with a courier`,
    weight: 'Parcel weight in grams (optional)',
    deliverTo: 'Deliver to, as the customer wrote on WhatsApp',
    deliverName: 'Name on the parcel',
    deliverAddress: 'Street address',
    deliverCity: 'City',
    bookWith: (courier: string) => `Book with ${courier}`,
    booking: 'Booking with the courier…',
    bookAsk: (courier: string, number: string) => `Book ${number} with ${courier}?`,
    bookExplained: (courier: string) =>
      `${courier} is asked to pick the parcel up and gives its tracking number; the order shows shipped.`,
    notConfirmed: 'The customer has not confirmed this order yet.',
    bookYes: (courier: string) => `Yes, book with ${courier}`,
    notNow: 'Not now',
    failed: 'Could not book the parcel. Please try again.',
    /** The cities of the courier's own list nearest to the order's, when it does not list that one. */
    nearest: (courier: string) => `Cities ${courier} lists`,
    useCity: (city: string) => `Change city to ${city}`,
    cityFailed: 'Could not change the city. Please try again.',
    theCourier: 'the courier',
    cancel: 'Cancel booking',
    cancelAsk: (courier: string, number: string) => `Cancel the ${courier} booking of ${number}?`,
    cancelExplained: (courier: string, tracking: string) =>
      `Cancel the ${courier} booking ${tracking}? ${courier} forgets the parcel and its tracking number, and the order goes back to processing, to book again or ship by hand.`,
    cancelling: 'Cancelling…',
    cancelYes: 'Yes, cancel booking',
    keep: 'Keep booking',
    cancelFailed: (courier: string) => `Could not cancel the ${courier} booking. Please try again.`,
  },
  followUp: {
    tracking: 'Send tracking on WhatsApp',
    thanks: 'Send thank you on WhatsApp',
    notRecorded: 'The message was not recorded.',
  },
  editor: {
    open: 'Change order',
    form: (number: string) => `Change order ${number}`,
    refilled:
      'Someone else changed this order first. The form now shows their change, with yours put back over it: look it over, then save.',
    quantities: 'Quantities (0 takes the perfume off)',
    quantityOf: (name: string) => `Quantity of ${name}`,
    delivery: 'Delivery',
    save: 'Save changes',
    failed: 'Could not save the change. Please try again.',
    noLines: 'An order needs at least one perfume. To drop them all, cancel the order.',
    addPerfume: 'Add a perfume',
    toAdd: 'Perfumes to add',
    add: (name: string) => `Add ${name}`,
  },
  notes: {
    of: (number: string) => `Notes on order ${number}`,
    note: 'Note',
    add: 'Add note',
    failed: 'Could not add the note.',
  },
  timeline: {
    of: (number: string) => `Timeline of order ${number}`,
    status: (status: string) => `Status: ${status}`,
    /** A return's reason and what became of its bottles, after its status. */
    returned: (label: string, reason: string, restocked: boolean) =>
      `${label} (${reason}; ${restocked ? 'back in stock' : 'not restocked'})`,
    confirmation: (answer: string) => `Confirmation: ${answer}`,
    note: (text: string) => `Note: ${text}`,
    bookingCancelled: (courier: string, tracking: string) =>
      `The ${courier} booking ${tracking} was cancelled; the order is back to processing.`,
    /** The courier's own system cancelled the parcel (the sync read it): the order is back to processing. */
    courierCancelled: 'The courier cancelled the parcel; the order is back to processing, to book again.',
    messages: {
      confirmation: 'Sent the confirmation request on WhatsApp',
      tracking: 'Sent the tracking number on WhatsApp',
      thanks: 'Sent a thank-you on WhatsApp',
    } satisfies Record<OrderMessage, string>,
    /** Each delivery field's name after the word 'delivery' ('Changed delivery phone, notes'). */
    fields: {
      firstName: 'first name',
      lastName: 'last name',
      email: 'email',
      phone: 'phone',
      alternatePhone: 'alternate phone',
      address: 'address',
      apartment: 'apartment',
      city: 'city',
      province: 'province',
      landmark: 'landmark',
      deliveryNotes: 'notes',
      country: 'country',
    } as Record<string, string>,
    line: (name: string, from: number, to: number) => `${name} ${from} → ${to}`,
    delivery: (fields: string[]) => `delivery ${fields.join(', ')}`,
    total: (from: string, to: string) => `; total ${from} → ${to}`,
    confirmAgain: '; the new total needs the customer’s confirmation',
    changed: (parts: string[]) => `Changed ${parts.join('; ')}`,
    actors: ACTOR_LABELS as Record<ActorRole, string>,
    shopper: 'the shopper',
    actor: (who: string, name: string | null) => (name ? `${who} (${name})` : who),
  },
};

export type CardWords = typeof cardWords;
