/**
 * The shop's WhatsApp messages to a shopper about their order, in English: the confirmation of a cash-on-delivery
 * order and of an oils order, the tracking message once it ships and the thank-you once delivered; and the link to
 * choose a new password. Each line is given its numbers, names and links as the message builders fill them in.
 */
export const messages = {
  greeting: (name: string, shop: string) => `Assalam o Alaikum ${name}, this is ${shop}.`,
  reply: 'Reply YES to confirm, or tell us what to change. JazakAllah!',
  confirmLink: (url: string) => `Confirm or cancel in one tap: ${url}`,
  order: {
    ask: (order: string) => `Please confirm your order ${order}:`,
    line: (name: string, format: string, quantity: number, amount: string) =>
      `- ${name} (${format}) x ${quantity} = ${amount}`,
    /** Given no amount when there is no shipping to pay. */
    shipping: (amount: string | null) => `Shipping: ${amount ?? 'FREE'}`,
    total: (amount: string) => `Total to pay on delivery: ${amount}`,
    deliverTo: (place: string) => `Deliver to: ${place}`,
    trackLink: (url: string) => `Track your order: ${url}`,
  },
  oils: {
    ask: (order: string) => `Please confirm your perfume oils order ${order}:`,
    line: (name: string, volume: number, amount: string) => `- ${name}, ${volume} ml = ${amount}`,
    total: (amount: string) => `Total: ${amount}`,
    deliverTo: (city: string) => `Deliver to: ${city}`,
  },
  tracking: {
    onItsWay: (order: string, courier: string) => `Your order ${order} is on its way with ${courier}.`,
    number: (number: string) => `Tracking number: ${number}`,
    followOn: (courier: string, url: string) => `Follow it on ${courier}: ${url}`,
    orHere: (url: string) => `Or here: ${url}`,
    /** The shop's tracking page when the courier's own is not known: the only link, so not an "or". */
    trackHere: (url: string) => `Track it here: ${url}`,
    cash: (amount: string) => `Please keep ${amount} ready in cash for the courier. JazakAllah!`,
    /** The courier list's 'other' in the message: the parcel is with a courier the list does not name. */
    otherCourier: 'Other courier',
  },
  thanks: {
    greeting: (name: string, shop: string) => `Assalam o Alaikum ${name}, thank you for shopping with ${shop}!`,
    enjoy: (order: string) => `We hope you enjoy your order ${order}.`,
    review: (url: string) => `Once you have worn it a few days, we would love your review: ${url}`,
  },
  /** A staff invite, sent on WhatsApp to whom the owner picks; `until` is when it stops working, in Pakistan time. */
  staffInvite: (shop: string, until: string, url: string) =>
    `Assalam o Alaikum! This link adds you to ${shop}'s staff. Open it, log in or sign up, and press Join the staff. It works once, until ${until}:\n${url}`,
  /** A reset link made from the console's customer list; `until` is when it stops working, in Pakistan time. */
  passwordReset: (until: string, url: string) =>
    `Open this link to choose a new password for your account. It works once, until ${until}:\n${url}`,
  /** The console's reply to a quote request from the contact page. */
  quoteReply: (name: string, shop: string) => `Assalam o Alaikum ${name}, this is ${shop} about your quote request.`,
};

export type MessageWords = typeof messages;
