/**
 * The words of the pieces every shop page shares, in English as the spec writes them: the footer, the promises,
 * banners, the search box, product cards and their Add to Cart, and the profile menu.
 */
export const shop = {
  /** The arrow after a link's words, pointing the way the text reads. */
  onward: '→',
  shopNow: 'Shop now',
  shopNowFor: (title: string) => `Shop now: ${title}`,
  trust: {
    name: 'Why shop with us',
    quality: { title: 'Quality Guaranteed', text: 'Long-lasting perfumes, checked before they ship.' },
    delivery: { title: 'Fast Delivery', text: 'Cash on delivery to every city in Pakistan.' },
    support: { title: '24/7 Support', text: 'Questions answered on call and WhatsApp.' },
  },
  footer: {
    contact: 'Contact',
    shop: 'Shop',
    buyPerfumes: 'Buy Perfumes',
    oils: 'Perfume Oils (Whole Sale)',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    help: 'Help',
    trackOrder: 'Track your order',
    followUs: 'Follow us',
    newsletter: 'Newsletter',
    copyright: (year: number, shop: string) => `© ${year} ${shop}. Cash on delivery across Pakistan.`,
    chat: 'Chat with us on WhatsApp',
    chatText: (shop: string) => `Assalam o Alaikum ${shop}, I have a question.`,
  },
  /** The policy pages' names, as the footer lists them. */
  policies: {
    shipping: 'Shipping and delivery',
    returns: 'Returns and exchanges',
    faq: 'FAQ',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
  },
  social: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' },
};

export type ShopWords = typeof shop;
