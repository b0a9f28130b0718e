/**
 * Changing an order before it ships: each line's quantity (0 takes the line off), perfumes added by name (from the
 * catalog's search index) and the delivery details. The server prices the lines (a perfume the order holds at the
 * price agreed, one added at today's) and moves the stock; a change someone else made first is refused and the card
 * shows theirs.
 *
 * The form is filled from one version of the order. When the card's order moves to another (someone else saved first
 * and the refused save brought their change in), the form is filled again from it, with what this person had
 * changed (each quantity and detail they typed, each perfume they added) put back over it, and says so: they look it
 * over and save again. A form still holding the old figures would, on a second Save, quietly put back every old
 * value over the newer change; one filled from the newer alone would lose all they had typed.
 */
import { lineKey } from '#schema/size-name';
import { Fragment, useState, type FormEvent } from 'react';
import type { Order } from '#schema/answers/orders';
import type { OrderEditInput } from '#schema/payloads/order-edits';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { editOrder } from '../../api/orders';
import { fieldProblemIn } from '#site/i18n/refusals';
import { ApiFailure } from '#site/lib/api';
import { checkoutFieldOf } from '../checkout/checkout-form';
import type { FoundPerfume } from '#schema/search/search-lookup';
import { useSuggestions } from '../search/use-suggestions';
import { useConsoleWords } from './console-words';
import { markWrongPhones, useFieldChecks } from './use-field-checks';
import './order-changes.css';

/**
 * The delivery details the form changes, each named by the card's own word for it: the name too, which goes to the
 * courier on the parcel, so a misspelt one is put right before booking.
 */
const DELIVERY_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'alternatePhone',
  'address',
  'apartment',
  'city',
  'landmark',
  'deliveryNotes',
] as const;
type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** The details the shop requires of every order: emptied here, the server would refuse the change. */
const REQUIRED: readonly DeliveryField[] = ['firstName', 'lastName', 'phone', 'address', 'city'];
const PHONES: readonly DeliveryField[] = ['phone', 'alternatePhone'];

interface Props {
  order: Order;
  busy: boolean;
  run: (
    action: () => Promise<Order>,
    fallback: string,
    saidBesideField?: (failure: unknown) => boolean,
  ) => Promise<boolean>;
}

interface Line {
  productId: string;
  /** A tester or sample line's size; null: the bottle. */
  size: number | null;
  name: string;
  quantity: number;
}

const keyOf = (line: Line) => lineKey({ productId: line.productId, ml: line.size });

/** What this person changed in a save someone else's change beat: put back when the form is filled again. */
interface Typed {
  /** Each line's quantity, by its key, where it differs from the order the form was filled from. */
  quantities: Record<string, number>;
  /** Each delivery detail that differs from that order. */
  details: Partial<Record<(typeof DELIVERY_FIELDS)[number], string>>;
}

/** The quantities and details typed in the form that differ from `order`. */
function typedIn(order: Order, shown: Line[], fields: FormData): Typed {
  const quantities: Record<string, number> = {};
  for (const line of shown) {
    const typed = Number(fields.get(`quantity-${keyOf(line)}`));
    if (typed !== line.quantity) quantities[keyOf(line)] = typed;
  }
  const details: Typed['details'] = {};
  for (const field of DELIVERY_FIELDS) {
    const typed = String(fields.get(field) ?? '').trim();
    if (typed !== (order.shippingAddress[field] ?? '')) details[field] = typed;
  }
  return { quantities, details };
}

/** What the form changes, as PATCH /api/orders/:id takes it: only the lines and fields that differ. */
function changesOf(order: Order, shown: Line[], fields: FormData): OrderEditInput {
  const lines = shown
    .map((line) => ({
      productId: line.productId,
      ...(line.size ? { ml: line.size } : {}),
      quantity: Number(fields.get(`quantity-${keyOf(line)}`)),
    }))
    .filter((line) => line.quantity > 0);
  const sameLines =
    lines.length === order.products.length &&
    order.products.every(
      (line, i) =>
        lines[i]?.productId === line.product._id &&
        (lines[i]?.ml ?? null) === line.size &&
        lines[i]?.quantity === line.quantity,
    );
  const shippingAddress: Record<string, string> = {};
  for (const field of DELIVERY_FIELDS) {
    const typed = String(fields.get(field) ?? '').trim();
    if (typed !== (order.shippingAddress[field] ?? '')) shippingAddress[field] = typed;
  }
  return {
    version: order.version,
    ...(sameLines ? {} : { lines }),
    ...(Object.keys(shippingAddress).length > 0 ? { shippingAddress } : {}),
  };
}

export default function OrderEditor({ order, busy, run }: Props) {
  // The version of the order the open form was filled from; null while the form is closed.
  const [filledFrom, setFilledFrom] = useState<number | null>(null);
  const [refilled, setRefilled] = useState(false);
  const [added, setAdded] = useState<Line[]>([]);
  // What the last refused save had changed, put back over the newer order; empty until a save is refused.
  const [typed, setTyped] = useState<Typed>({ quantities: {}, details: {} });
  const { lang, refused, words: all } = useConsoleWords();
  const { card } = all;
  const words = card.editor;
  const checks = useFieldChecks();
  if (filledFrom !== null && filledFrom !== order.version) {
    setFilledFrom(order.version);
    // A perfume added here that the other change also added is now one of the order's lines.
    setAdded(
      added.filter(
        (line) => !order.products.some((held) => held.product._id === line.productId && held.size === line.size),
      ),
    );
    setRefilled(true);
  }
  if (order.status !== 'pending' && order.status !== 'processing') return null;
  if (filledFrom === null) {
    return (
      <div className="order-actions no-print">
        <button type="button" className="button secondary" onClick={() => setFilledFrom(order.version)}>
          {words.open}
        </button>
      </div>
    );
  }
  const shown: Line[] = [
    ...order.products.map((line) => ({
      productId: line.product._id,
      size: line.size,
      name: line.name,
      quantity: line.quantity,
    })),
    ...added,
  ];

  function close() {
    setAdded([]);
    setTyped({ quantities: {}, details: {} });
    setRefilled(false);
    setFilledFrom(null);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    markWrongPhones(form, PHONES);
    if (!checks.passed(form)) return;
    const fields = new FormData(form);
    const edit = changesOf(order, shown, fields);
    if (!edit.lines && !edit.shippingAddress) return close();
    // Said here, beside the first quantity, in the console's language: the shop would refuse it as invalid lines.
    if (edit.lines?.length === 0) {
      checks.refuse(form, `quantity-${keyOf(shown[0]!)}`, words.noLines);
      return;
    }
    // Kept before the answer: a refused save re-renders the form from the newer order at once.
    const kept = typedIn(order, shown, fields);
    setTyped(kept);
    const saved = await run(
      async () => (await editOrder(order._id, edit)).order,
      words.failed,
      (failure) => refusedField(form, failure),
    );
    if (saved) close();
  }

  /**
   * A refusal naming a delivery detail (`shippingAddress.phone`) goes beside that field, as the checkout places its
   * own: an invalid one says what is wrong with it in the console's language, naming it. Answers whether it did.
   */
  function refusedField(form: HTMLFormElement, failure: unknown): boolean {
    const field = failure instanceof ApiFailure ? checkoutFieldOf(failure.field) : null;
    if (!field || !(DELIVERY_FIELDS as readonly string[]).includes(field)) return false;
    const name = field as DeliveryField;
    const input = form.elements.namedItem(name);
    const value = input instanceof HTMLInputElement ? input.value : '';
    const message =
      (failure as ApiFailure).code === 'invalid'
        ? fieldProblemIn(lang, refused(failure, words.failed), {
            label: card.fields[name],
            value,
            kind: PHONES.includes(name) ? 'mobile' : undefined,
          })
        : refused(failure, words.failed);
    checks.refuse(form, name, message ?? words.failed);
    return true;
  }

  return (
    <form
      key={order.version}
      className="order-editor no-print"
      aria-label={words.form(order.displayOrderId)}
      onSubmit={save}
      noValidate
    >
      {refilled && <p role="status">{words.refilled}</p>}
      <fieldset>
        <legend>{words.quantities}</legend>
        {shown.map((line) => (
          <Fragment key={keyOf(line)}>
            <label>
              {words.quantityOf(line.name)}
              <input
                type="number"
                min={0}
                max={MAX_LINE_QUANTITY}
                defaultValue={typed.quantities[keyOf(line)] ?? line.quantity}
                inputMode="numeric"
                {...checks.field(`quantity-${keyOf(line)}`)}
              />
            </label>
            {checks.problem(`quantity-${keyOf(line)}`)}
          </Fragment>
        ))}
        <AddPerfume
          taken={shown.filter((line) => line.size === null).map((line) => line.productId)}
          onAdd={(perfume) =>
            setAdded([...added, { productId: perfume._id, size: null, name: perfume.name, quantity: 1 }])
          }
        />
      </fieldset>
      <fieldset>
        <legend>{words.delivery}</legend>
        {DELIVERY_FIELDS.map((field) => (
          <Fragment key={field}>
            <label>
              {card.fields[field]}
              <input
                defaultValue={typed.details[field] ?? order.shippingAddress[field] ?? ''}
                autoComplete="off"
                required={REQUIRED.includes(field)}
                inputMode={PHONES.includes(field) ? 'tel' : undefined}
                {...checks.field(field)}
              />
            </label>
            {checks.problem(field)}
          </Fragment>
        ))}
      </fieldset>
      <div className="order-actions">
        <button type="submit" className="button" disabled={busy}>
          {words.save}
        </button>
        <button type="button" className="button secondary" onClick={close}>
          {card.status.back}
        </button>
      </div>
    </form>
  );
}

/** Finds a perfume by name in the catalog's search index and adds it to the order as a new line. */
function AddPerfume({ taken, onAdd }: { taken: string[]; onAdd: (perfume: FoundPerfume) => void }) {
  const { suggestions, lookUp } = useSuggestions();
  const [query, setQuery] = useState('');
  const words = useConsoleWords().words.card.editor;
  const found = (suggestions?.query === query ? suggestions.perfumes : []).filter(
    (perfume) => !taken.includes(perfume._id) && perfume.inStock,
  );
  function type(text: string) {
    setQuery(text);
    lookUp(text);
  }
  return (
    <div className="order-editor__add">
      <label>
        {words.addPerfume}
        <input
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => type(event.currentTarget.value)}
          // Enter looks a perfume up; it must not save the half-made change.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
      </label>
      {found.length > 0 && (
        <ul aria-label={words.toAdd}>
          {found.map((perfume) => (
            <li key={perfume._id}>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  onAdd(perfume);
                  type('');
                }}
              >
                {words.add(perfume.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
