/** The words of the pages a shopper reads rather than buys on: about, contact, search and the policies' frame. */
import { amount } from '#schema/money';
import { DELIVERY_TIME, SHOP, STANDARD_SHIPPING } from '#schema/shop';
import { PHONE_EXAMPLE } from '../phone-example';

// Widened from the shop's literal details: the Urdu pages write them in Urdu.
const tagline: string = SHOP.tagline;
const place: Record<'address' | 'city' | 'country' | 'comma', string> = {
  address: SHOP.address,
  city: SHOP.city,
  country: SHOP.country,
  comma: ', ',
};

export const reading = {
  about: {
    title: 'About Us',
    description:
      'The story of Mehak Perfumes: long-lasting perfumes and pure attars blended in Lahore and delivered cash on delivery across Pakistan.',
    heading: (shop: string) => `About ${shop}`,
    story: (shop: string, city: string) =>
      `${shop} began as a small attar counter in ${city}'s Liberty Market, where customers would ask for "something that lasts". We listened. Years of mixing oils for weddings, Eid mornings and long working days taught us which notes survive our heat and which fade by noon.`,
    promise: {
      before:
        'Today we blend perfumes for men and women, by season and by occasion, and still sell pure perfume oils by the millilitre. ',
      name: 'Mehak',
      after:
        ' means fragrance, and our promise is simple: a scent you will be remembered by, at a price that makes sense, delivered to your door.',
    },
    whyTitle: 'Why shoppers choose us',
    features: [
      {
        title: 'Made for our weather',
        text: 'Blended to last through Karachi humidity, Lahore summers and northern winters.',
      },
      {
        title: 'Small batches',
        text: 'Every perfume is mixed, rested and bottled in small runs, then checked before it ships.',
      },
      {
        title: 'Pure perfume oils',
        text: 'Alcohol-free attars sold by the millilitre, from a 25 ml vial to a full litre for your shop.',
      },
      {
        title: 'Cash on delivery',
        text: 'Pay at your door anywhere in Pakistan. We confirm every order on WhatsApp first.',
      },
      {
        title: 'Honest prices',
        text: `The price you see is the price you pay, with standard delivery at ${amount(STANDARD_SHIPPING)}.`,
      },
      { title: 'Real people, any hour', text: 'Our team answers calls and WhatsApp messages around the clock.' },
    ],
    cardTitle: 'Our business card',
    tagline,
    browse: 'Browse perfumes',
  },
  contact: {
    title: 'Contact Us',
    description: 'Call, WhatsApp or email Mehak Perfumes, visit our shop in Lahore, or ask for a wholesale quote.',
    intro: 'Questions about a scent, an order or a wholesale price? We are a call or a message away.',
    getInTouch: 'Get in touch',
    address: 'Address',
    chat: 'Chat on WhatsApp',
    followUs: 'Follow us',
    quote: {
      title: 'Get a quote',
      note: 'We will get back to you in 24 hours.',
      fallback: 'Sorry, your request could not be sent. Please try again or call us.',
      /** To a browser that runs no script, where the form would send nothing. */
      needsScript:
        'Sending this form needs JavaScript. Please turn it on in your browser, or call or message us on WhatsApp.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      phonePlaceholder: PHONE_EXAMPLE.en,
      message: 'Message',
      send: 'Send request',
      sending: 'Sending…',
      thanks: 'Thank you! We will get back to you in 24 hours.',
    },
    map: {
      title: 'Find us',
      show: 'Show map',
      open: 'Open in Google Maps',
      frameTitle: 'Map showing our shop',
    },
  },
  /** The business card's and the contact page's labels. */
  card: { phone: 'Phone', whatsapp: 'WhatsApp', email: 'Email' },
  /** The shop's address as the page writes it, and the comma between its parts. */
  place,
  search: {
    title: 'Search Perfumes',
    /** A listed search's own title, so each set of words is a page of its own to search engines. */
    titleFor: (words: string) => `${words}: Search Perfumes`,
    description:
      'Find a perfume by its name, its notes or its scent type, in English or in Urdu: gulab, chameli, oud, attar.',
    intro:
      'Find a perfume by its name, its notes or its scent type, in English or in the words you use at home: gulab, chameli, mogra, oud, attar, sandal.',
  },
  policy: {
    shopPolicies: 'Shop policies',
    askText: (shop: string, title: string) =>
      `Assalam o Alaikum ${shop}, I have a question about ${title.toLowerCase()}.`,
    pages: {
      shipping: {
        title: 'Shipping and delivery',
        description: `Delivery across Pakistan in ${DELIVERY_TIME}, ${amount(STANDARD_SHIPPING)} per order, cash on delivery. Delivery times by city.`,
      },
      returns: {
        title: 'Returns and exchanges',
        description:
          'What to do if a perfume arrives damaged or wrong, how exchanges work, testers, and refused cash-on-delivery parcels.',
      },
      faq: {
        title: 'Frequently asked questions',
        description: `Cash on delivery, ${amount(STANDARD_SHIPPING)} delivery in ${DELIVERY_TIME}, returns, testers and wholesale oils: answers from ${SHOP.name}.`,
      },
      privacy: {
        title: 'Privacy policy',
        description: `What ${SHOP.name} keeps about you, why, who sees it, and how to have it corrected or deleted.`,
      },
      terms: {
        title: 'Terms and conditions',
        description: `The terms of buying from ${SHOP.name}: accounts, prices, orders, cash on delivery, returns and our products.`,
      },
    },
  },
};

export type ReadingWords = typeof reading;
