/** The home page's words in English, as the spec writes them. */
import { REVIEWS, type Review } from '../../components/home/reviews';

export const home = {
  title: 'Perfumes and Perfume Oils in Pakistan',
  description:
    'Long-lasting perfumes for men and women, Eid sale prices and pure perfume oils, with cash on delivery across Pakistan.',
  /** The carousel's two banners, in its order: the Eid sale, then the perfume oils. */
  slides: [
    { title: 'Eid Collection', tagline: 'Eid sale on our best-loved perfumes' },
    { title: 'Pure Perfume Oils', tagline: 'Alcohol-free attars from 25 ml to 1 litre' },
  ],
  featured: 'Featured fragrance',
  mirajStory:
    'Miraj opens bright with saffron and rose, then climbs slowly into a deep, resinous trail of oud and amber that stays with you from the first hello of a wedding evening to the last guest at the door.',
  promos: {
    title: 'Attars, tester kits and gifts',
    attars: { title: 'Attars', action: 'Shop perfume oils' },
    testerKit: { title: 'Tester Kit', action: 'Ask for a tester kit' },
    giftItems: { title: 'Gift Items', action: 'Browse party and gift perfumes' },
  },
  shopByCategory: 'Shop by category',
  marketing: {
    title: 'Fragrance made for Pakistan',
    story: (shop: string) =>
      `From the humid evenings of Karachi to the winter mornings of Islamabad, ${shop} blends perfumes that last in our weather. Every bottle is made in small batches, checked before it ships, and paid for only when it reaches your door.`,
    choose:
      'Choose by mood, season or occasion, try a tester kit, or buy pure perfume oils by the millilitre for your own shop. Questions? Our team answers on call and WhatsApp, any hour of the day.',
  },
  reviews: { title: 'What our customers say', region: 'Customer reviews', list: REVIEWS as readonly Review[] },
};

export type HomeWords = typeof home;
