/**
 * The console's words for its Cash section: the couriers' cash (what each still owes, a payout, a payment sheet,
 * the payouts recorded) and the numbers blocked from cash on delivery, with the open orders a block leaves.
 */
import type { SheetRowAnswer } from '#schema/answers/cash';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const cashWords = {
  couriers: {
    title: 'Couriers’ cash',
    loadFailed: "Could not load the couriers' cash. Please try again.",
    nobody: 'No courier holds cash for the shop.',
    owedList: 'Still owed by courier',
    /** After the courier's name, the amount already written. */
    owes: (amount: string, orders: number) => ` owes ${amount} for ${plural(orders, 'order')}`,
    record: (courier: string) => `Record ${courier} payout`,
    sheet: 'Bring in a payment sheet',
    payouts: 'Payouts recorded',
    /** After the courier's name and its reference, before who recorded it (then `payoutBy`). */
    payout: (total: string, orders: number, date: string) => `: ${total} for ${plural(orders, 'order')}, ${date} by `,
    payoutBy: '',
    received: (amount: string) => `; received ${amount}`,
    short: (short: boolean, amount: string) => ` (${short ? 'short' : 'over'} by ${amount})`,
    undo: 'Undo',
    undoAsk: (payout: string) => `Undo the payout ${payout}?`,
    undoExplained: (orders: number) =>
      `The cash of its ${plural(orders, 'order')} is with the courier again, to record the payout as it should be.`,
    undoYes: 'Yes, undo it',
    keep: 'Keep it',
    undoFailed: 'Could not undo the payout. Please try again.',
  },
  payout: {
    form: (courier: string) => `${courier} payout`,
    reference: (courier: string) => `${courier}’s payment reference`,
    covers: 'Orders this payout covers',
    collected: 'Cash collected: ',
    received: 'Amount received (Rs)',
    keptBack: (courier: string) => `What ${courier} kept back`,
    charge: (kind: string) => `${kind} (Rs)`,
    save: 'Save payout',
    /** What the courier's own system says it paid (read by the sync), under one of its payment references. */
    reported: (courier: string, reference: string, orders: number) =>
      `${courier} reports ${plural(orders, 'order')} paid under ${reference}.`,
    useReport: (reference: string) => `Fill in ${reference}`,
    reportedPaid: (reference: string) => ` · reported paid (${reference})`,
    /** The reference typed is not the one the courier reported for some of the orders ticked. */
    notAsReported: (courier: string, reported: string, typed: string) =>
      `${courier} reports some of the ticked orders paid under ${reported}, not ${typed}: check the reference before saving.`,
    loadFailed: 'Could not load the orders. Please try again.',
    failed: 'Could not record the payout. Please try again.',
  },
  sheet: {
    form: 'Payment sheet',
    courier: 'Courier',
    file: 'Payment sheet (CSV)',
    pickFile: 'Please pick the CSV file of the payment sheet.',
    failed: 'Could not read the sheet. Please try again.',
    summary: (matched: number, paid: string, mismatched: number, unmatched: number) =>
      `${matched} paid as expected (${paid}), ${mismatched} not matching, ${unmatched} unknown to the shop.`,
    notMatching: 'Not matching',
    unknown: 'Unknown tracking numbers',
    paid: (amount: string) => ` · paid ${amount}`,
    problems: {
      amount: 'paid a different amount',
      'unreadable-amount': 'its amount cannot be read',
      'not-delivered': 'not delivered yet',
      returned: 'came back to the shop: not delivered',
      'already-remitted': 'already remitted',
      'other-courier': "another courier's parcel",
      repeated: 'listed twice',
    } satisfies Record<NonNullable<SheetRowAnswer['problem']>, string>,
    expected: (amount: string) => ` (expected ${amount})`,
    check: 'Check the sheet',
    record: (count: number) => `Record ${plural(count, 'paid parcel')}`,
  },
  blocked: {
    title: 'Blocked numbers',
    form: 'Block a number',
    phone: 'Phone number',
    reason: 'Reason',
    block: 'Block number',
    none: 'No numbers are blocked.',
    /** After the number: its reason, the date already written and who blocked it. */
    entry: (reason: string, date: string, by: string) => `: ${reason} (${date}, ${by})`,
    unblock: (phone: string) => `Unblock ${phone}`,
    loadFailed: 'Could not load the blocked numbers.',
    blockFailed: 'Could not block this number. Please try again.',
    unblockFailed: 'Could not unblock. Please try again.',
  },
  /** The orders not yet shipped of a number just blocked. */
  open: {
    region: (phone: string) => `Open orders from ${phone}`,
    none: (phone: string) => `${phone} is blocked. It has no orders waiting to be sent.`,
    explained: (phone: string, orders: number) =>
      `${phone} is blocked, and has ${plural(orders, 'order')} not yet shipped. The block stops only new orders: cancel these, or keep them to call the customer first.`,
    cancelAsk: (orders: number, phone: string) =>
      `Cancel ${plural(orders, 'order')} from ${phone}? Their items go back into stock.`,
    someFailed: 'Some orders could not be cancelled: they may have moved on. Please check them.',
    failed: 'Could not cancel the orders. Please try again.',
    cancelledFlag: ' · cancelled',
    cancelled: (orders: number) => `${plural(orders, 'order')} cancelled.`,
    cancel: (orders: number) => `Cancel ${orders === 1 ? 'this order' : `these ${orders} orders`}`,
    keep: (orders: number) => `Keep ${orders === 1 ? 'it' : 'them'}`,
  },
};

export type CashWords = typeof cashWords;
