export const PUBLISH_STARTED = 'Publishing has started: the shop rebuilds its pages and they go live in a few minutes.';
/** The owner's words: nothing here names a secret, a setting or a file of the code. */
export const PUBLISH_NOT_CONFIGURED =
  'Publishing is not set up for this shop yet. Prices, stock, sales and perfumes already show to shoppers; which perfumes the home page features changes once publishing is on. Ask whoever set up the shop to switch it on.';
export const PUBLISH_REFUSED = 'Publishing could not start just now. Please try again in a minute.';
