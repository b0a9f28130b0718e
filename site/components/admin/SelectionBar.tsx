/**
 * What the admin does with the ticked orders: tick every order shown, or every order the shown filter matches
 * (read through the list, up to MAX_MATCHING), clear, print their packing slips (of those with a parcel to pack) or
 * their airway bills, move them to a status, or book them with a connected courier.
 */
import { useState } from 'react';
import type { Order } from '#schema/answers/orders';
import BulkBooking from './BulkBooking';
import BulkMove from './BulkMove';
import { matchingOrders, MAX_MATCHING } from './matching-orders';
import { hasParcelToPack } from './packable';
import PrintAirwayBills from './PrintAirwayBills';
import { useConsoleWords } from './console-words';
import { orderChanged } from '../../stores/orders';
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
  const { refused, words: all } = useConsoleWords();
  const words = all.selection;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const count = selected.length;

  async function selectMatching() {
    setBusy(true);
    setNote('');
    try {
      const { orders, more } = await matchingOrders(filterQuery);
      onSelectAll(orders);
      if (more) setNote(words.moreMatch(MAX_MATCHING));
    } catch (failure) {
      setNote(refused(failure, words.selectFailed));
    } finally {
      setBusy(false);
    }
  }

  /** The ticked orders' slips, but for those with no parcel to pack, which the status line counts. */
  function printSlips() {
    const packable = selected.filter(hasParcelToPack);
    setNote(packable.length < count ? words.slipsLeftOut(count - packable.length) : '');
    if (packable.length > 0) onPrintSlips(packable);
  }

  return (
    <section className={`selection-bar no-print ${count === 0 ? 'selection-bar--none' : ''}`} aria-label={words.label}>
      <p role="status">
        {busy ? words.selecting : count === 0 ? words.none : words.selected(count)}
        {note && ` ${note}`}
      </p>
      <div className="order-actions">
        <button
          type="button"
          className="button secondary"
          disabled={shown.length === 0}
          onClick={() => onSelectAll(shown)}
        >
          {words.allShown}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => void selectMatching()}>
          {words.allMatching}
        </button>
        <button type="button" className="button secondary when-selected" disabled={count === 0} onClick={onClear}>
          {words.clear}
        </button>
        <button type="button" className="button when-selected" disabled={count === 0} onClick={() => printSlips()}>
          {words.slips}
        </button>
        <PrintAirwayBills selected={selected} />
      </div>
      <BulkBooking
        selected={selected}
        onBooked={(orders) => {
          onBooked(orders);
          onMoved();
          orderChanged();
        }}
        onChanged={() => {
          onMoved();
          orderChanged();
        }}
      />
      <BulkMove
        selected={selected}
        onDone={() => {
          onClear();
          onMoved();
          orderChanged();
        }}
      />
    </section>
  );
}
