/**
 * What is in flight; while anything is, the add, remove, clear and order buttons are disabled. While an add is,
 * so is the picker: the add resets it when it succeeds.
 */
export type Busy = 'add' | 'clear' | 'order' | `remove:${string}` | null;
