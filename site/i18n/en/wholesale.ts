import { PHONE_EXAMPLE } from '../phone-example';

/** The wholesale perfume-oils page's words: the page, the picker, the oils cart, its order form and WhatsApp text. */
export const wholesale = {
  title: 'Wholesale Perfume Oils',
  description:
    'Buy pure perfume oils (attars) in bulk, from 25 ml to 1 litre, at wholesale prices. Order online and confirm on WhatsApp.',
  heading: 'PERFUMES OIL',
  intro: (count: number, volumes: string) =>
    `${count} pure perfume oils at wholesale prices, in ${volumes} ml. Pick an oil and a volume to see its price, add as many as you like, then order: we confirm every order with you on WhatsApp.`,
  ml: (volume: number | string) => `${volume} ml`,
  oil: 'Perfume oil',
  search: 'Search oils, e.g. musk',
  oils: 'Perfume oils',
  per25: '/ 25 ml',
  noMatch: (query: string) => `No oil matches “${query}”.`,
  volume: 'Volume',
  price: 'Price:',
  chooseOil: 'choose an oil',
  adding: 'Adding...',
  add: 'Add to Cart',
  cart: 'Your oils cart',
  oilColumn: 'Oil',
  priceColumn: 'Price',
  remove: 'Remove',
  removing: 'Removing...',
  total: 'Total price',
  /** Under a line whose oil the shop has stopped offering: the order goes without it. */
  unavailable: 'No longer available, so not in this order. Please remove it.',
  nothingToOrder: 'Nothing in your oils cart can be ordered now. Please remove the oils no longer available.',
  orderForm: 'Order these oils',
  orderNote: 'We confirm every wholesale order on WhatsApp or by phone, and send it to your city.',
  phone: 'Phone',
  phoneExample: PHONE_EXAMPLE.en,
  city: 'City',
  phoneRequired: 'Phone is required',
  cityRequired: 'City is required',
  cityTooLong: (max: number) => `City must be at most ${max} characters`,
  clearing: 'Clearing...',
  clear: 'Clear Cart',
  ordering: 'Ordering...',
  orderNow: 'Order Now',
  chooseFirst: 'Please choose a perfume oil first.',
  added: (name: string, volume: number) => `Added ${name} (${volume} ml) to your oils cart.`,
  addFailed: 'Failed to add item to oils cart. Please try again.',
  addRefused: (reason: string) => `Error adding item to cart: ${reason}`,
  orderFailed: 'Failed to add items to oils orders. Please try again.',
  placed: (order: string) => `Order ${order} is placed. Send it to us on WhatsApp and we will confirm it.`,
  chatAgain: 'Open WhatsApp again',
  /** The shopper's WhatsApp text handing the order to the shop. */
  message: {
    hello: (shop: string) => `Assalam o Alaikum ${shop}, I would like to order these perfume oils.`,
    order: (order: string) => `Order: ${order}`,
    line: (n: number, name: string, volume: number, price: string) => `${n}. ${name}, ${volume} ml: ${price}`,
    total: (total: string) => `Total: ${total}`,
    name: (name: string) => `Name: ${name}`,
    email: (email: string) => `Email: ${email}`,
    phone: (phone: string) => `Phone: ${phone}`,
    city: (city: string) => `City: ${city}`,
  },
};

export type WholesaleWords = typeof wholesale;
