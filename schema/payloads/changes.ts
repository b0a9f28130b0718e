/**
 * A change (PATCH) names the fields it changes beside the version it was made from. One that names none it can
 * change (only its version, or fields misspelt, which are dropped) would be answered as saved with nothing saved:
 * it is refused instead, so a client with a typo learns of it.
 */
export const NOTHING_TO_CHANGE = 'Please send at least one field to change.';

/** True when the change names a field other than `besides` (its version). */
export const changesSomething =
  (besides: readonly string[] = ['version']) =>
  (change: Record<string, unknown>) =>
    Object.entries(change).some(([field, value]) => value !== undefined && !besides.includes(field));
