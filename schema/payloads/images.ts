/** The largest photo the shop takes; the console scales photos down well below it before they are sent. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
