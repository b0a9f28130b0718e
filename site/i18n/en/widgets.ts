/** The words of the small islands of every page in English: the home carousel, the profile menu, the newsletter box. */
export const widgets = {
  share: {
    share: 'Share',
    copy: 'Copy link',
    whatsapp: 'Share on WhatsApp',
    copied: 'Link copied.',
    copyThis: (url: string) => `Copy this link: ${url}`,
  },
  gallery: {
    photo: (name: string, n: number, count: number) => `${name}, photo ${n} of ${count}`,
    zoom: (photo: string) => `Zoom in: ${photo}`,
    show: (photo: string) => `Show ${photo}`,
    close: 'Close',
  },
  carousel: {
    /** What a screen reader calls the carousel and each of its slides. */
    kind: 'carousel',
    slideKind: 'slide',
    name: 'Offers',
    slide: (n: number, count: number) => `${n} of ${count}`,
    previous: 'Previous slide',
    pause: 'Pause slides',
    next: 'Next slide',
  },
  profile: {
    login: 'Log in to your account',
    signedInAs: (name: string) => `Signed in as ${name}`,
    menu: 'Profile menu',
    card: 'Your profile',
    close: 'Close profile',
    myOrders: 'My orders',
    myAccount: 'My account',
    logout: 'Logout',
  },
  newsletter: {
    lead: 'New arrivals and Eid offers, once a month.',
    email: 'Email address',
    subscribe: 'Subscribe',
    sending: 'Sending…',
    failed: 'Sorry, we could not sign you up. Please try again.',
    /** Empty: the shop's own answer is shown as the server words it. */
    thanks: '',
  },
};

export type WidgetWords = typeof widgets;
