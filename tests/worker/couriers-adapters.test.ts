/**
 * Each courier's adapter against its stand-in, which answers as the courier's guide documents: credentials checked,
 * a parcel booked, found again by the shop's reference, tracked and cancelled; the courier's refusals in its own
 * words; a slow answer waited for; a held answer or a failing courier told apart from a refusal.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CourierApiId } from '#schema/courier-apis';
import { CourierRefused, CourierUnreachable, type Parcel } from '../../worker/couriers/courier';
import { courierAccount } from '#schema/payloads/couriers';
import { courierAdapter } from '../../worker/couriers/couriers';
import { merchantAccount, moveParcel, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

const adapterOf = (courier: CourierApiId, account: MerchantAccount) =>
  courierAdapter(env, courierAccount.parse({ id: courier, credentials: account.credentials }));

const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  reference: `FS-${10000 + Math.floor(Math.random() * 90000)}`,
  name: 'Ayesha Khan',
  phone: '03001234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  codAmount: 4700,
  weightGrams: 500,
  pieces: 1,
  description: 'Perfume x1',
  alternatePhone: null,
  notes: null,
  ...overrides,
});

const BAD_CREDENTIALS: Record<CourierApiId, Record<string, string>> = {
  postex: { token: 'not-a-real-token' },
  leopards: { apiKey: 'not-a-key', apiPassword: 'not-a-password' },
};

/** The other number and the notes, as each courier's booking carries them (PostEx has no field for a second number). */
const RIDER_FIELDS: Record<CourierApiId, Record<string, string>> = {
  postex: { transactionNotes: 'Call before coming. Other phone: 03211112222' },
  leopards: { consignment_phone_two: '03211112222', special_instructions: 'Perfume x1. Call before coming' },
};

describe.each(['postex', 'leopards'] as const)('%s adapter', (courier) => {
  it('accepts the credentials the courier issued and refuses others in the courier’s words', async () => {
    const account = await merchantAccount(courier);
    await expect(adapterOf(courier, account).verify()).resolves.toBeUndefined();
    const bad = courierAdapter(env, courierAccount.parse({ id: courier, credentials: BAD_CREDENTIALS[courier] }));
    const refusal = await bad.verify().catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(CourierRefused);
    expect((refusal as Error).message).toMatch(courier === 'postex' ? /TOKEN IS INVALID/ : /Invalid API Key/);
  });

  it('gives the rider the customer’s other number and delivery notes, each where the courier keeps them', async () => {
    const account = await merchantAccount(courier);
    await adapterOf(courier, account).book(parcel({ alternatePhone: '03211112222', notes: 'Call before coming' }));
    const [held] = await parcelsOf(courier, account);
    expect(held!.fields).toMatchObject(RIDER_FIELDS[courier]);
  });

  it('books a parcel, finds it by the shop’s reference, tracks it and cancels it', async () => {
    const account = await merchantAccount(courier);
    const adapter = adapterOf(courier, account);
    const sent = parcel();
    const { trackingNumber } = await adapter.book(sent);
    const [held] = await parcelsOf(courier, account);
    expect(held).toMatchObject({ trackingNumber, reference: sent.reference, city: 'Lahore', codAmount: 4700 });
    expect(await adapter.findByReference(sent.reference)).toEqual({ trackingNumber });
    expect(await adapter.findByReference('FS-99999999')).toBeNull();
    expect(await adapter.track([trackingNumber, 'UNKNOWN1'])).toEqual([
      expect.objectContaining({ trackingNumber, state: 'booked' }),
    ]);
    await adapter.cancel(trackingNumber);
    expect((await parcelsOf(courier, account))[0]!.status).toMatch(/cancel/i);
    // Cancelled, it is no parcel to ship with: the reference finds none, and a new booking's parcel once made.
    expect(await adapter.findByReference(sent.reference)).toBeNull();
    const again = await adapter.book(sent);
    expect(await adapter.findByReference(sent.reference)).toEqual(again);
  });

  it('reads a delivered and a refused parcel in the shop’s words', async () => {
    const account = await merchantAccount(courier);
    const adapter = adapterOf(courier, account);
    const first = await adapter.book(parcel());
    const second = await adapter.book(parcel());
    const [delivered, returned] = courier === 'postex' ? ['0005', '0006'] : ['Delivered', 'Returned to shipper'];
    await moveParcel(courier, account, first.trackingNumber, delivered);
    await moveParcel(courier, account, second.trackingNumber, returned, 'Refused by consignee');
    const tracked = await adapter.track([first.trackingNumber, second.trackingNumber]);
    expect(tracked).toEqual([
      expect.objectContaining({ trackingNumber: first.trackingNumber, state: 'delivered' }),
      expect.objectContaining({ trackingNumber: second.trackingNumber, state: 'returned', returnReason: 'refused' }),
    ]);
  });

  it('passes on the courier’s refusal of a city it does not deliver to, and books nothing', async () => {
    const account = await merchantAccount(courier);
    const refusal = await adapterOf(courier, account)
      .book(parcel({ city: 'Atlantis' }))
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(CourierRefused);
    expect((refusal as Error).message).toMatch(/Atlantis/);
    expect(await parcelsOf(courier, account)).toEqual([]);
  });

  it('waits for a slow answer', async () => {
    const account = await merchantAccount(courier);
    await nextCall(courier, account, 'slow', 500);
    await expect(adapterOf(courier, account).verify()).resolves.toBeUndefined();
  });

  it('tells a courier that does not answer in time, or fails on its side, from one that refuses', async () => {
    const account = await merchantAccount(courier);
    const adapter = adapterOf(courier, account);
    await nextCall(courier, account, 'timeout', 4000);
    const late = await adapter.cities().catch((err: unknown) => err);
    expect(late).toBeInstanceOf(CourierUnreachable);
    await nextCall(courier, account, 'down');
    expect(await adapter.cities().catch((err: unknown) => err)).toBeInstanceOf(CourierUnreachable);
    expect(await adapter.cities()).toContain(courier === 'postex' ? 'LAHORE' : 'Lahore');
  });
});

it('fetches PostEx’s airway bill as a PDF', async () => {
  const account = await merchantAccount('postex');
  const adapter = adapterOf('postex', account);
  const { trackingNumber } = await adapter.book(parcel());
  const bill = await adapter.airwayBill([trackingNumber]);
  expect(bill?.headers.get('content-type')).toContain('pdf');
  expect(await bill!.text()).toMatch(/^%PDF/);
});
