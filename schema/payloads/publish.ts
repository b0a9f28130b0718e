export const PUBLISH_STARTED = 'Publishing has started: the shop rebuilds its pages and they go live in a few minutes.';
/** The owner's words: nothing here names a secret, a setting or a file of the code. */
export const PUBLISH_NOT_CONFIGURED =
  'Publishing is not set up for this shop yet. Your changes already show to shoppers; ask whoever set up the shop to switch publishing on.';
export const PUBLISH_REFUSED = 'Publishing could not start just now. Please try again in a minute.';
