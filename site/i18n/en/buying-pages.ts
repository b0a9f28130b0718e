/** The titles, headings and lead lines of the buying pages in English (the pages' own words, no island's). */
export const buyingPages = {
  cart: { title: 'Shopping Cart', description: 'Your shopping cart.' },
  checkout: { title: 'Checkout', description: 'Checkout with cash on delivery.', loading: 'Loading checkout…' },
  receipt: { title: 'Order Confirmation', description: 'Your order receipt.' },
  myOrders: {
    title: 'My Orders',
    description: 'The orders you have placed.',
    account: ['Change your password or saved delivery details in ', 'My account', '.'] as [string, string, string],
  },
  track: {
    title: 'Track Your Order',
    description: 'Follow your perfume order with its order number and the phone number you ordered with.',
    intro:
      'Enter the order number from your receipt or our WhatsApp message, and the phone number you gave with the order.',
    /** To a browser that runs no script, where the form would send nothing. */
    needsScript:
      'Tracking needs JavaScript. Please turn it on in your browser, or message us on WhatsApp with your order number.',
  },
  confirm: { title: 'Confirm Your Order', description: 'Confirm or cancel your cash-on-delivery order.' },
  review: { title: 'Rate Your Perfumes', description: 'Rate the perfumes of your delivered order.' },
  account: {
    title: 'My Account',
    description: 'Change your password and the delivery details kept for your next order.',
  },
  reset: { title: 'Choose a new password', description: 'Choose a new password for your account.' },
  guard: 'Loading…',
};

export type BuyingPageWords = typeof buyingPages;
