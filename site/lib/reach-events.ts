/**
 * The events that say the shopper has reached for a part of the page: a pointer over it, a touch, the focus inside
 * it, a choice made without a pointer or focus reaching it first (a select changed by an assistive tool, a field
 * the browser fills), or a tap or typing held for an island before it was ready (held-taps.js, which a pointer
 * already over the island when its script arrived leaves as the only sign). An island hydrates on the first of them
 * (hydrate-on-interaction.ts); a plain form fetches its script (components/forms/when-reached.ts).
 */
export const REACH_EVENTS = ['pointerover', 'touchstart', 'focusin', 'change', 'island-held'] as const;
