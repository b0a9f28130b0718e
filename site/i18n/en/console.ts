/**
 * The console's own words in English: its page, its sections' bar, the day at a glance, the new-order alerts, the
 * order lists and their selection bar, the customers, the quote requests, the reviews, the staff and the newsletter
 * sign-ups; an order's card, the bulk moves and bookings, the couriers, the cash and the catalog have files of their
 * own (console-card.ts, console-bulk.ts, console-couriers.ts, console-cash.ts, console-catalog.ts).
 */
import { CASH_LABELS, CHARGE_LABELS, type Cash, type ChargeKind } from '#schema/cash';
import type { Confirmation } from '#schema/confirmation';
import type { ErrorCode } from '#schema/errors';
import type { ReviewStatus } from '#schema/payloads/reviews';
import type { SectionId } from '../../components/admin/sections';
import { cardWords } from './console-card';
import { bulkWords } from './console-bulk';
import { courierWords } from './console-couriers';
import { cashWords } from './console-cash';
import { catalogWords } from './console-catalog';

export const consoleWords = {
  card: cardWords,
  bulk: bulkWords,
  couriers: courierWords,
  cash: cashWords,
  catalog: catalogWords,
  page: { title: 'Orders', description: 'All orders, for the shop admin.' },
  /**
   * The order cards' and the selection's refusals by code, where the console words them itself: English shows the
   * server's own sentence (it names the order and its status), so none here.
   */
  refusals: {} as Partial<Record<ErrorCode, string>>,
  /**
   * A refusal about one perfume, named, where the shop's pages word it for a shopper and their cart
   * (site/i18n/ur/refusals.ts): the console's says it of the order. English shows the server's sentence, so none here.
   */
  namedRefusals: {} as Partial<Record<ErrorCode, (name: string, left?: number) => string>>,
  /**
   * A return that would put a perfume's bottles back above the stock cap: `left` is what the shelf holds. English
   * shows the server's sentence, so none here.
   */
  returnOverLimit: undefined as ((name: string, left?: number) => string) | undefined,
  /** A tracking number typed on the ship form that another order already ships under with the same courier. */
  numberTaken: (holder: string) =>
    `This tracking number is already on order ${holder} with the same courier. Please check it.`,
  /**
   * A console form's own check of a field, said beside it before anything is sent: left empty, or filled in so the
   * shop cannot take it (a tracking number's letters, a price under 1). `label` is the field's own label.
   */
  fieldProblems: {
    required: (label: string) => `${label} is required`,
    wrong: (label: string) => `${label} is not valid: please check it`,
  },
  /** A list's Load more button while the next page loads. */
  loading: 'Loading…',
  /** In place of the console once the shop refuses this account as staff: the owner has removed it meanwhile. */
  closed: {
    text: 'You are no longer on the shop’s staff, so the console is closed to you.',
    toShop: 'Go to the shop',
  },
  nav: {
    label: 'Console sections',
    earlier: 'Earlier sections',
    more: 'More sections',
    sections: {
      today: 'Today',
      orders: 'Orders',
      oils: 'Oils orders',
      cash: 'Cash',
      couriers: 'Couriers',
      catalog: 'Catalog',
      customers: 'Customers',
      inbox: 'Inbox',
      reviews: 'Reviews',
      staff: 'Staff',
    } satisfies Record<SectionId, string>,
  },
  dashboard: {
    title: 'Today at a glance',
    more: 'More figures',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    loading: 'Loading the overview…',
    loadFailed: 'Could not load the overview. Please try again.',
    sales: 'Sales',
    waiting: 'Orders waiting',
    longer: 'Over longer periods',
    today: 'Today',
    last7Days: 'Last 7 days',
    last30Days: 'Last 30 days',
    orders: (count: number) => `${count} order${count === 1 ? '' : 's'}`,
    /** Rupee amounts, already written: delivered, on the way, waiting. */
    takings: (delivered: string, onTheWay: string, waiting: string) =>
      `${delivered} delivered · ${onTheWay} on the way · ${waiting} waiting`,
    /** The owner's chart of the last 30 days' sales; amounts and days come already written. */
    chart: {
      title: 'Sales per day, last 30 days',
      inAll: (total: string) => `: ${total} in all`,
      best: (day: string, sales: string) => `; best day ${day}, ${sales}.`,
      nothing: '; nothing sold yet.',
      bar: (day: string, sales: string) => `${day}: ${sales}`,
      everyDay: 'Every day’s sales',
      table: 'Orders and sales per day, newest first',
      day: 'Day',
      orders: 'Orders',
      sales: 'Sales',
    },
  },
  /** The perfume orders' selection bar (its bulk moves, bookings and airway bills: bulk). */
  selection: {
    label: 'Selected orders',
    selecting: 'Selecting every matching order…',
    none: 'No orders selected.',
    selected: (count: number) => `${count} order${count === 1 ? '' : 's'} selected.`,
    moreMatch: (most: number) => `More orders match; the first ${most} are selected.`,
    selectFailed: 'Could not select the matching orders. Please try again.',
    allShown: 'Select all shown',
    allMatching: 'Select all matching',
    clear: 'Clear selection',
    slips: 'Print packing slips',
    /** Ticked orders with no parcel to pack, whose slips were not printed. */
    slipsLeftOut: (count: number) =>
      `${count} ${count === 1 ? 'order has' : 'orders have'} no slip: cancelled, delivered and returned orders have no parcel to pack.`,
  },
  customers: {
    title: 'Customers',
    searchLabel: 'Search customers',
    search: 'Search',
    placeholder: 'Name, email or phone',
    submit: 'Search Customers',
    explained:
      'Refused: orders the customer said no to, on the confirmation call or at the door. Spent: delivered orders.',
    empty: 'No customers match this search.',
    loadFailed: 'Could not load the customers. Please try again.',
    loadMore: 'Load more customers',
    refusals: (count: number) => `${count} refusal${count === 1 ? '' : 's'}`,
    orders: 'Orders',
    spent: 'Spent',
    refused: 'Refused',
    /** The last order's date, already written, and the customer's account name. */
    /** Before the customer's account name. */
    last: (date: string) => `Last order ${date} · account `,
    /** An account a search found that has not ordered yet. */
    noOrders: 'No orders yet · account ',
    resetLink: 'Password reset link',
    resetReady: 'Password reset link (works once, for 24 hours)',
    resetFailed: 'Could not make a reset link. Please try again.',
    sendOnWhatsapp: 'Send on WhatsApp',
  },
  quotes: {
    title: 'Quote Requests',
    listLabel: 'Quote requests',
    filterLabel: 'Filter quote requests',
    show: 'Show',
    all: 'All requests',
    waiting: 'Waiting',
    handled: 'Handled',
    submit: 'Filter Requests',
    empty: 'No quote requests here.',
    loadFailed: 'Could not load the quote requests. Please try again.',
    loadMore: 'Load more quote requests',
    from: (name: string) => `Quote from ${name}`,
    /** Who marked it handled (null: an account no longer on the staff) and when, already written. */
    handledBy: (by: string | null, date: string) => `Handled by ${by ?? 'a former admin'}, ${date}`,
    waitingAnswer: 'Waiting for an answer',
    reply: 'Reply on WhatsApp',
    markWaiting: 'Mark as waiting',
    markHandled: 'Mark handled',
    saveFailed: 'Could not save that. Please try again.',
  },
  staff: {
    title: 'Staff',
    intro:
      'Staff handle orders, customers and quote requests. They do not see revenue or change the catalog, its prices or the staff.',
    invite: 'Invite a helper',
    inviteLink: 'Invite link (works once, for 48 hours)',
    list: "The shop's people",
    roles: { owner: 'Owner', staff: 'Staff' },
    make: { owner: 'Make owner', staff: 'Make staff' },
    remove: 'Remove',
    removeAsk: (name: string) => `Remove ${name}?`,
    removeExplained: (name: string) => `Remove ${name} from the staff? They lose the console at once.`,
    removeYes: 'Yes, remove',
    keep: 'Keep',
    onlyOwner: 'The shop’s only owner: make someone else owner first to change this.',
    loadFailed: 'Could not load the staff. Please try again.',
    inviteFailed: 'Could not make an invite. Please try again.',
    changeFailed: 'Could not change the role. Please try again.',
  },
  newsletter: {
    title: 'Newsletter Sign-ups',
    exportCsv: 'Export sign-ups (CSV)',
    exportFailed: 'Could not export the sign-ups. Please try again.',
    loadFailed: 'Could not load the newsletter sign-ups. Please try again.',
    empty: 'No sign-ups yet.',
    table: 'Newsletter sign-ups, newest first',
    email: 'Email',
    signedUp: 'Signed up',
    loadMore: 'Load more sign-ups',
  },
  reviews: {
    title: 'Reviews',
    filterLabel: 'Filter reviews',
    show: 'Show',
    submit: 'Filter Reviews',
    status: { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' } satisfies Record<ReviewStatus, string>,
    empty: 'No reviews here.',
    loadFailed: 'Could not load the reviews.',
    saveFailed: 'Could not save that. Please try again.',
    of: (perfume: string, author: string) => `Review of ${perfume} by ${author}`,
    stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
    order: (number: string) => `Order ${number}`,
    approve: 'Approve',
    hide: 'Hide',
  },
  /** The day at a glance's More figures: cash on delivery and the short lists. */
  cod: {
    label: 'Cash on delivery',
    onTheRoad: 'On the road (not collected)',
    parcels: (count: number) => `${count} parcel${count === 1 ? '' : 's'}`,
    held: 'Held by couriers',
    heldOrders: (count: number) => `${count} delivered order${count === 1 ? '' : 's'}, not yet remitted`,
    owes: 'What each courier owes',
    orders: (count: number) => `${count} order${count === 1 ? '' : 's'}`,
    remitted: 'Remitted (last 30 days)',
    payouts: (count: number) => `${count} payout${count === 1 ? '' : 's'}`,
    charges: 'Courier charges (last 30 days)',
    byKind: 'Charges by kind',
    kinds: CHARGE_LABELS as Record<ChargeKind, string>,
    paidShort: 'Paid short',
    paidOver: 'Paid over',
    rates: 'Cash on delivery, last 30 days',
    confirmed: 'Confirmed',
    returned: 'Returned',
    refusedAtDoor: (rate: string) => `${rate} refused at the door`,
  },
  lists: {
    best: 'Best sellers, 30 days',
    noneSold: 'Nothing sold in the last 30 days.',
    // Bottles and tester or sample sizes alike: a best seller's count is of every size sold.
    sold: (count: number) => `${count} sold`,
    low: 'Low stock',
    wellStocked: 'Every perfume is well stocked.',
    lowCount: (count: number) => `${count} perfume${count === 1 ? '' : 's'} at or under their low-stock mark.`,
    outOfStock: 'Out of stock',
    left: (count: number) => `${count} left`,
    quotes: 'New quote requests',
    noneWaiting: 'None waiting.',
    waiting: (count: number) => `${count} request${count === 1 ? '' : 's'} waiting for an answer.`,
    toQuotes: 'Go to the quote requests',
    stuck: 'Parcels not moving',
    allMoving: 'Every parcel booked with a courier has news from it.',
    stuckCount: (count: number) =>
      `${count} parcel${count === 1 ? '' : 's'} with no news from the courier for days: ask the courier about them.`,
    days: (count: number) => `${count} day${count === 1 ? '' : 's'}`,
  },
  alerts: {
    turnOn: 'Alert me of new orders on this phone',
    on: 'New orders alert this phone, even with the console closed.',
    turnOff: 'Turn off',
    busy: 'One moment…',
    blocked: "Notifications are blocked for this site: allow them in the browser's settings first.",
    notSetUp: 'New-order alerts are not set up for this shop yet.',
    unsupported: 'This browser cannot show new-order alerts.',
    checkFailed: 'Could not check new-order alerts.',
    turnOnFailed: 'Could not turn on new-order alerts on this phone. Please try again.',
  },
  /** The order lists' folded filters. */
  filters: {
    more: 'More filters',
    status: 'Status',
    anyStatus: 'All statuses',
    confirmation: 'Confirmation',
    anyConfirmation: 'Any confirmation',
    courier: 'Courier',
    anyCourier: 'Any courier',
    city: 'City',
    cash: 'Cash',
    anyCash: 'Any cash',
    cashStates: CASH_LABELS as Record<Cash, string>,
    shippedDaysAgo: 'Shipped more than (days ago)',
    from: 'From',
    to: 'To',
  },
  oils: {
    title: 'Oils Orders',
    filterLabel: 'Filter oils orders',
    /** Not the perfume list's 'Filter': /orders shows both lists, one under the other. */
    filter: 'Find an oils order',
    filterPlaceholder: 'Order number, phone, name, city or tracking number',
    email: 'Email',
    submit: 'Filter Oils Orders',
    loadFailed: 'Failed to fetch oils orders. Please try again.',
    empty: 'No oils orders match these filters.',
    listLabel: 'Oils orders',
    loadMore: 'Load more oils orders',
    /** Read before the number in a row's button: "Oils order OIL-10001". */
    row: 'Oils order',
  },
  orders: {
    title: 'Perfumes Orders',
    filterLabel: 'Filter perfume orders',
    filter: 'Filter',
    filterPlaceholder: 'Order number, phone, name, perfume or tracking number',
    submit: 'Filter Orders',
    print: 'Print Orders',
    exportCsv: 'Export CSV',
    exportFailed: 'Could not export the orders. Please try again.',
    loadFailed: 'Could not load the orders. Please try again.',
    empty: 'No orders match these filters.',
    listLabel: 'Perfume orders',
    newFlag: 'New',
    markSeen: 'Mark as seen',
    loadMore: 'Load more orders',
    loading: 'Loading orders…',
    arrived: (count: number) => `${count} new order${count === 1 ? '' : 's'} since you opened the console.`,
    select: (number: string) => `Select order ${number}`,
    showing: (count: number, more: boolean) =>
      `Showing ${count} order${count === 1 ? '' : 's'}${more ? ' (more below)' : ''}.`,
    /** Read before the number in a row's button: "Order FS-10001". */
    row: 'Order',
    confirmation: {
      'not-contacted': 'Not contacted',
      confirmed: 'Confirmed',
      'no-answer': 'No answer',
      refused: 'Refused',
    } satisfies Record<Confirmation, string>,
  },
};

export type ConsoleWords = typeof consoleWords;
