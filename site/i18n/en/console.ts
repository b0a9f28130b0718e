/**
 * The console's own words in English: its page, its sections' bar, the day at a glance, the new-order alerts, the
 * perfume orders' list, the customers and the quote requests. The rest of the console (the cards and the owner's sections) is written in English alone for now.
 */
import type { Confirmation } from '#schema/confirmation';
import type { SectionId } from '../../components/admin/sections';

export const consoleWords = {
  page: { title: 'Orders', description: 'All orders, for the shop admin.' },
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
    last: (date: string, account: string) => `Last order ${date} · account ${account}`,
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
