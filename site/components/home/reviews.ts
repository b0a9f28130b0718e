/** The static review wall of the home page (about 20 names and comments, not server data). */
export interface Review {
  name: string;
  city: string;
  text: string;
}

export const REVIEWS: Review[] = [
  {
    name: 'Ayesha K.',
    city: 'Lahore',
    text: 'Royal Ruby lasts the whole wedding function. Got three compliments before dinner was served.',
  },
  {
    name: 'Hamza R.',
    city: 'Karachi',
    text: 'Blue Mist is my office scent now. Fresh in the Karachi humidity and not too loud.',
  },
  {
    name: 'Sana M.',
    city: 'Islamabad',
    text: 'Ordered on Monday, paid cash at the door on Wednesday. Packing was neat and the bottle was sealed.',
  },
  {
    name: 'Bilal A.',
    city: 'Faisalabad',
    text: 'Miraj smells far more expensive than it is. The oud is smooth, not harsh at all.',
  },
  {
    name: 'Mahnoor S.',
    city: 'Multan',
    text: "Angel's Kiss is soft and sweet, perfect for college. My sister already took half the bottle.",
  },
  {
    name: 'Usman T.',
    city: 'Rawalpindi',
    text: 'They called on WhatsApp to confirm my order within minutes. Very professional.',
  },
  {
    name: 'Fatima Z.',
    city: 'Peshawar',
    text: 'The attar oils are pure, no alcohol sting. I bought 100 ml of rose for the whole family.',
  },
  {
    name: 'Ali H.',
    city: 'Hyderabad',
    text: 'Sir al Shams has a warm amber glow that lasts into the next morning. Worth every rupee.',
  },
  {
    name: 'Zainab F.',
    city: 'Sialkot',
    text: 'Encharntess is my new favourite floral. Elegant, not powdery, and the sale price was a steal.',
  },
  {
    name: 'Omer N.',
    city: 'Quetta',
    text: 'Delivery reached Quetta in four days. The tester kit helped me pick the right one.',
  },
  {
    name: 'Hira B.',
    city: 'Gujranwala',
    text: 'Gifted a perfume set for my brother’s mehndi. Beautiful wrapping, and he loved it.',
  },
  { name: 'Saad I.', city: 'Lahore', text: 'Gym scents are light and clean. Does not clash with deodorant, finally.' },
  {
    name: 'Maryam J.',
    city: 'Karachi',
    text: 'I was worried about buying perfume online, but cash on delivery made it easy to trust them.',
  },
  {
    name: 'Kashif D.',
    city: 'Sargodha',
    text: 'The citrus range reminds me of our orchards at home. Bright and cheerful.',
  },
  {
    name: 'Noor E.',
    city: 'Abbottabad',
    text: 'Customer support answered at 11 pm and helped me choose a winter perfume. 24/7 is real.',
  },
  {
    name: 'Tariq L.',
    city: 'Bahawalpur',
    text: 'Ordered oud oils in bulk for my shop. Good prices and consistent quality every time.',
  },
  {
    name: 'Rabia Q.',
    city: 'Islamabad',
    text: 'Hawas is fresh and confident. My husband wears it every day to work now.',
  },
  {
    name: 'Imran W.',
    city: 'Mardan',
    text: 'Packaging was strong, nothing leaked even on a long route. Will order again for Eid.',
  },
  {
    name: 'Amna Y.',
    city: 'Lahore',
    text: 'Spring perfumes are light and floral, perfect for Basant. The sale made it even better.',
  },
  {
    name: 'Fahad G.',
    city: 'Karachi',
    text: 'Hamas is spicy and bold, great for evenings out. Lasted eight hours on my skin.',
  },
];
