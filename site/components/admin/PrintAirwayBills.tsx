/**
 * Printing the ticked shipped orders' airway bills: one file from the API, fetched with the login as the orders CSV
 * is. The courier's PDF downloads, as the CSV does (a phone's browser shows no PDF in a tab; its viewer opens the
 * file and prints it); the shop's page of labels with barcodes opens in a new tab and asks to print (label-tab.ts),
 * or downloads where the browser keeps the tab from opening.
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
      const { blob, filename } = await airwayBills(printable.map((order) => order._id));
      const pdf = blob.type === 'application/pdf';
      const tab = pdf ? null : window.open('', '_blank');
      if (!tab) return saveFile(blob, filename ?? `airway-bills.${pdf ? 'pdf' : 'html'}`);
      showLabels(tab, await blob.text());
      tab.focus();
      tab.print();
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
