/**
 * Printing the ticked shipped orders' airway bills: a file from the API for each courier whose parcels were booked by
 * its API (its own airway bills), and one for the rest (the shop's labels), fetched with the login as the orders CSV
 * is: one file for all would be the shop's labels, the couriers' own bills replaced. A courier's PDF downloads, as
 * the CSV does (a phone's browser shows no PDF in a tab; its viewer opens the file and prints it); the shop's page of
 * labels with barcodes opens in a new tab and asks to print (label-tab.ts), or downloads where the browser keeps the
 * tab from opening.
 */
import { useState } from 'react';
import type { Order } from '#schema/answers/orders';
import { MAX_AIRWAY_BILLS } from '#schema/payloads/couriers';
import { airwayBills } from '../../api/couriers';
import { saveFile } from '../../lib/download';
import Alert from '../forms/Alert';
import { showLabels } from './label-tab';
import { useConsoleWords } from './console-words';

const hasBill = (order: Order) => order.status === 'shipped' && order.trackingNumber !== null;

/** The orders whose bills print in one file: each courier's booked by its API, and the rest together. */
function billGroups(orders: Order[]): Order[][] {
  const groups = new Map<string | null, Order[]>();
  for (const order of orders) {
    const by = order.courierBooked ? order.courier : null;
    groups.set(by, [...(groups.get(by) ?? []), order]);
  }
  return [...groups.values()];
}

/** One file of bills: a courier's PDF saved, the shop's labels shown in a tab and printed (saved where none opens). */
async function printBills(orders: Order[]) {
  const { blob, filename } = await airwayBills(orders.map((order) => order._id));
  const pdf = blob.type === 'application/pdf';
  const tab = pdf ? null : window.open('', '_blank');
  if (!tab) return saveFile(blob, filename ?? `airway-bills.${pdf ? 'pdf' : 'html'}`);
  showLabels(tab, await blob.text());
  tab.focus();
  tab.print();
}

export default function PrintAirwayBills({ selected }: { selected: Order[] }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { refused, words: all } = useConsoleWords();
  const words = all.bulk.bills;
  const printable = selected.filter(hasBill).slice(0, MAX_AIRWAY_BILLS);
  const left = selected.length - printable.length;

  async function print() {
    setBusy(true);
    setError('');
    try {
      for (const group of billGroups(printable)) await printBills(group);
    } catch (failure) {
      setError(refused(failure, words.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button when-selected"
        disabled={busy || printable.length === 0}
        onClick={() => void print()}
      >
        {busy ? words.getting : words.print}
      </button>
      {printable.length > 0 && left > 0 && (
        <p className="muted selection-note">
          {words.some(
            printable.length,
            selected.length,
            selected.filter(hasBill).length > MAX_AIRWAY_BILLS ? MAX_AIRWAY_BILLS : null,
          )}
        </p>
      )}
      <Alert message={error} />
    </>
  );
}
