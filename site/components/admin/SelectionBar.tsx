/**
 * What the admin does with the ticked orders: tick every order shown, or every order the shown filter matches
 * (read through the list, up to MAX_MATCHING), clear, print their packing slips or their airway bills, move them to
 * a status, or book them with a connected courier.
 */
import { useState } from 'react';
import type { Order } from '#schema/answers/orders';
import { failureMessage } from '../../lib/api';
import BulkBooking from './BulkBooking';
import BulkMove from './BulkMove';
import { matchingOrders, MAX_MATCHING } from './matching-orders';
import PrintAirwayBills from './PrintAirwayBills';
import './selection.css';

interface Props {
  shown: Order[];
  /** The filter the shown orders were loaded with. */
  filterQuery: string;
  selected: Order[];
  onSelectAll: (orders: Order[]) => void;
  onClear: () => void;
  onPrintSlips: (orders: Order[]) => void;
  onMoved: () => void;
  /** Orders booked from the bar, as they now are: they stay ticked, to print their airway bills next. */
  onBooked: (orders: Order[]) => void;
}

export default function SelectionBar({
  shown,
  filterQuery,
  selected,
  onSelectAll,
  onClear,
  onPrintSlips,
  onMoved,
  onBooked,
}: Props) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const count = selected.length;

  async function selectMatching() {
    setBusy(true);
    setNote('');
    try {
      const { orders, more } = await matchingOrders(filterQuery);
      onSelectAll(orders);
      if (more) setNote(`More orders match; the first ${MAX_MATCHING} are selected.`);
    } catch (failure) {
      setNote(failureMessage(failure, 'Could not select the matching orders. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className={`selection-bar no-print ${count === 0 ? 'selection-bar--none' : ''}`}
      aria-label="Selected orders"
    >
      <p role="status">
        {busy
          ? 'Selecting every matching order…'
          : count === 0
            ? 'No orders selected.'
            : `${count} order${count === 1 ? '' : 's'} selected.`}
        {note && ` ${note}`}
      </p>
      <div className="order-actions">
        <button
          type="button"
          className="button secondary"
          disabled={shown.length === 0}
          onClick={() => onSelectAll(shown)}
        >
          Select all shown
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void selectMatching()}>
          Select all matching
        </button>
        <button type="button" className="button secondary when-selected" disabled={count === 0} onClick={onClear}>
          Clear selection
        </button>
        <button
          type="button"
          className="button when-selected"
          disabled={count === 0}
          onClick={() => onPrintSlips(selected)}
        >
          Print packing slips
        </button>
        <PrintAirwayBills selected={selected} />
      </div>
      <BulkBooking
        selected={selected}
        onBooked={(orders) => {
          onBooked(orders);
          onMoved();
        }}
      />
      <BulkMove
        selected={selected}
        onDone={() => {
          onClear();
          onMoved();
        }}
      />
    </section>
  );
}
