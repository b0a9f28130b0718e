/**
 * The console's words for its Couriers section: each courier by API connected or not, the form that connects it,
 * Sync now and what it did, and what becomes of a returned parcel's bottles.
 */
import {
  afterSilenceText,
  courierNoText,
  courierUnheardText,
  unansweredText,
  type CourierNo,
  type CourierSilence,
  type CourierUnheard,
} from '#schema/courier-refusal';
import type { CourierApiId } from '#schema/courier-apis';
import { COURIER_RESTOCK_LABELS, type CourierRestockRule } from '#schema/returns';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const courierWords = {
  title: 'Couriers',
  intro:
    'A connected courier books parcels from an order’s card, and every hour its own system tells the shop which parcels were delivered or came back.',
  list: 'Courier accounts',
  connected: 'Connected',
  notConnected: 'Not connected',
  credentials: 'Credentials',
  ending: (hint: string) => `ending ${hint}`,
  lastSync: 'Last sync',
  notYet: 'Not yet',
  lastError: 'Last error',
  none: 'None',
  connect: (name: string) => `Connect ${name}`,
  change: (name: string) => `Change ${name} details`,
  disconnect: 'Disconnect',
  disconnectAsk: (name: string) => `Disconnect ${name}?`,
  disconnectExplained: (name: string) =>
    `Disconnect ${name}? The shop stops booking with it and stops asking it about parcels on the road; its credentials are forgotten.`,
  disconnectYes: 'Yes, disconnect',
  keep: 'Keep',
  disconnectFailed: (name: string) => `Could not disconnect ${name}. Please try again.`,
  loadFailed: 'Could not load the couriers. Please try again.',
  sync: 'Sync now',
  syncing: 'Syncing…',
  syncFailed: 'Could not sync the couriers. Please try again.',
  synced: 'What the sync did',
  noneConnected: 'No courier is connected.',
  /** What one courier's sync did: 'checked 3 parcels: 1 delivered, 1 returned; 3 with news from the courier'. */
  syncSaid: {
    failed: (error: string) => `could not sync: ${error}`,
    checked: (checked: number, delivered: number, returned: number, updated: number) =>
      `checked ${count(checked, 'parcel')}: ${delivered} delivered, ${returned} returned; ` +
      `${updated} with news from the courier`,
    cancelled: (cancelled: number) =>
      `${count(cancelled, 'parcel')} cancelled by the courier, ${cancelled === 1 ? 'its order' : 'their orders'} back to processing`,
    paid: (paid: number) => `${count(paid, 'parcel')} reported paid`,
    join: '; ',
    nothing: 'no parcels on the road to check',
  },
  connectForm: {
    credentialsOf: (name: string) => `${name} credentials`,
    /** Each credential as the couriers' merchant portals name it. */
    labels: { token: 'Token', apiKey: 'API key', apiPassword: 'API password' } as Record<string, string>,
    /** PostEx knows the shop's pickup addresses by a code of its merchant portal; Leopards takes the address written. */
    pickup: { postex: 'Pickup address code (optional)', leopards: 'Pickup address (optional)' } as Record<
      CourierApiId,
      string
    >,
    weight: (grams: number) => `Parcel weight in grams when none is given (${grams} if empty)`,
    checking: (name: string) => `Checking with ${name}…`,
    failed: (name: string) => `Could not connect ${name}. Please try again.`,
  },
  restock: {
    form: 'Returned parcels',
    legend: 'When a courier returns a parcel, its bottles go',
    rules: COURIER_RESTOCK_LABELS as Record<CourierRestockRule, string>,
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    loadFailed: 'Could not load the shop’s settings. Please try again.',
    saveFailed: 'Could not save. Please try again.',
  },
  /** Why a courier said no to a booking, a cancellation or its credentials. */
  no: courierNoText as (no: CourierNo) => string,
  /** A courier that could not be reached, or booked with no tracking number: which, what the shop kept and what next. */
  unreachable: (silence: CourierSilence) =>
    silence.untracked
      ? `${courierUnheardText({ courier: silence.courier, why: 'no_tracking_number' })}. ${afterSilenceText(silence)}`
      : `${silence.courier} could not be reached. ${afterSilenceText(silence)}`,
  /** An earlier booking a courier never answered: which courier, and what to do before booking or changing the order. */
  unanswered: unansweredText as (silence: CourierSilence) => string,
  /** Why a courier gave no answer the shop can act on: a failed sync's last error. */
  unheard: courierUnheardText as (unheard: CourierUnheard) => string,
  /** A sync that failed on a courier whose stored credentials the shop can no longer read. */
  syncNotConnected: 'The courier is not connected, or its stored credentials cannot be read: connect it again.',
  /** A sync that failed on the shop's side. */
  syncBroke: 'Something went wrong in the shop. Please try again.',
};

export type CourierWords = typeof courierWords;
