/**
 * The console's own words in English: its page, its sections' bar, the day at a glance, the new-order alerts and the
 * perfume orders' list. The rest of the console (the cards and the owner's sections) is written in English alone for now.
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
