/**
 * The wholesale page's island: pick an oil and a volume, see the price, keep an oils cart and
 * order it over WhatsApp. The oil list comes pre-rendered from the catalog, then is reloaded from the API so today's
 * prices show (the server refuses a line priced otherwise); the server prices every line.
 */
import { OILS_CART, OILS_ORDERS } from '#schema/api';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_OIL_VOLUME, oilPrice, type OilVolume } from '#schema/oil-pricing';
import type { OilsCartItem } from '#schema/answers/oils';
import type { Lang } from '#schema/i18n/languages';
import { refusalIn } from '../../i18n/refusals';
import { WHOLESALE_WORDS } from '../../i18n/wholesale';
import { ApiFailure, refusedWith } from '../../lib/api';
import { $isLoggedIn } from '../../stores/auth';
import { loginToAdd } from '../../stores/pending-add';
import { OilPicker } from './OilPicker';
import type { Busy } from './busy';
import OilsCartTable from './OilsCartTable';
import { addOil, clearOils, loadOils, loadOilsCart, placeOilsOrder, removeOil } from '../../api/oils';
import type { OilOption } from './oil-search';
import type { OilsContact } from './oils-contact';
import { oilsOrderChatLink } from './order-message';
import { orderableOils } from './orderable-oils';

/** An order the shop refused and did nothing with: the next try is a new order, from the cart as the server has it. */
const ORDER_REFUSED: readonly ApiFailure['code'][] = [...OILS_ORDERS.place.refuses, 'invalid'];

/** Opens the chat in a new tab; where the browser blocks that, this tab goes to WhatsApp instead. */
function openChat(link: string) {
  const chat = window.open(link, '_blank');
  if (chat) chat.opener = null;
  else window.location.assign(link);
}

export default function WholesaleOils({ oils: renderedOils, lang = 'en' }: { oils: OilOption[]; lang?: Lang }) {
  const words = WHOLESALE_WORDS[lang];
  const loggedIn = useStore($isLoggedIn);
  const [oils, setOils] = useState(renderedOils);
  const [selected, setSelected] = useState<OilOption | null>(null);
  const [volume, setVolume] = useState<OilVolume>(DEFAULT_OIL_VOLUME);
  const [pickerKey, setPickerKey] = useState(0);
  const [cart, setCart] = useState<OilsCartItem[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<{ text: string; chat?: string } | null>(null);
  const cartRef = useRef<HTMLElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const scrollToCart = useRef(false);
  // One key per order attempt: a retry after a lost answer returns the first order instead of placing another.
  const orderKey = useRef<string | null>(null);
  const orderContact = useRef('');
  const price = selected ? oilPrice(selected.price, volume) : null;
  // Logging out in another tab empties this view at once; logging in loads the shopper's cart.
  const shownCart = loggedIn ? cart : [];

  // A failed load is only logged: the rendered list stays.
  const refreshOils = useCallback(
    () =>
      loadOils().then(
        (next) => {
          setOils(next);
          setSelected((current) => current && (next.find((oil) => oil.id === current.id) ?? null));
        },
        (err: unknown) => console.error('Loading the oils failed', err),
      ),
    [],
  );

  useEffect(() => {
    void refreshOils();
  }, [refreshOils]);

  useEffect(() => {
    if (loggedIn) loadOilsCart().then(setCart, (err: unknown) => console.error('Loading the oils cart failed', err));
  }, [loggedIn]);

  useEffect(() => {
    if (!scrollToCart.current || !cartRef.current) return;
    scrollToCart.current = false;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cartRef.current.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [cart]);

  // The placed order's line, once the emptied cart has left the shopper looking at the footer.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center' });
  }, [notice]);

  function changeCart(next: OilsCartItem[]) {
    orderKey.current = null;
    setCart(next);
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    setBusy(kind);
    setError('');
    setNotice(null);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  const add = () => {
    if (!selected || price === null) return setError(words.chooseFirst);
    if (!loggedIn) return window.location.assign(loginToAdd({ kind: 'oil', name: selected.name, volume, price }, lang));
    return run('add', async () => {
      try {
        const next = await addOil({ name: selected.name, volume, price });
        scrollToCart.current = true;
        changeCart(next);
        setNotice({ text: words.added(selected.name, volume) });
        setSelected(null);
        setVolume(DEFAULT_OIL_VOLUME);
        setPickerKey((k) => k + 1);
      } catch (err) {
        setError(words.addRefused(refusalIn(lang, err, OILS_CART.add, words.addFailed)));
        // The price changed since the list loaded; show today's, so adding again works.
        if (refusedWith(err, 'price_changed')) void refreshOils();
      }
    });
  };

  // A failed remove or clear is only logged: the cart shown stays as it was.
  const remove = (line: OilsCartItem) =>
    run(`remove:${line._id}`, () =>
      removeOil(line._id).then(changeCart, (err: unknown) => console.error('Removing an oil failed', err)),
    );
  const clear = () =>
    run('clear', () =>
      clearOils().then(changeCart, (err: unknown) => console.error('Clearing the oils cart failed', err)),
    );

  const order = (contact: OilsContact) =>
    run('order', async () => {
      // A retry of the same order keeps its key; other details make it another order.
      if (orderContact.current !== `${contact.phone}|${contact.city}`) orderKey.current = null;
      orderContact.current = `${contact.phone}|${contact.city}`;
      orderKey.current ??= crypto.randomUUID();
      try {
        // A line whose oil the shop has stopped offering is not ordered, and stays in the cart (as on the server).
        const placed = await placeOilsOrder(orderableOils(shownCart), contact, orderKey.current, lang);
        const chat = oilsOrderChatLink(placed);
        openChat(chat);
        changeCart(shownCart.filter((line) => !line.available));
        setNotice({
          text: words.placed(placed.displayOrderId),
          chat,
        });
      } catch (err) {
        console.error('Placing the oils order failed', err);
        setError(refusalIn(lang, err, OILS_ORDERS.place, words.orderFailed));
        // A refused order (the cart or its prices changed) needs a fresh key and the cart as the server has it.
        if (err instanceof ApiFailure && ORDER_REFUSED.includes(err.code)) {
          orderKey.current = null;
          loadOilsCart().then(setCart, () => {});
        }
      }
    });

  return (
    <div className="wholesale">
      <OilPicker
        key={pickerKey}
        oils={oils}
        selected={selected}
        onSelect={(oil) => {
          setSelected(oil);
          // 'Choose an oil first' is answered once one is chosen.
          if (oil) setError((shown) => (shown === words.chooseFirst ? '' : shown));
        }}
        volume={volume}
        onVolume={setVolume}
        price={price}
        busy={busy}
        onAdd={add}
        words={words}
      />
      <p className="error-text" role="alert">
        {error}
      </p>
      <p ref={noticeRef} className="success-text" role="status">
        {notice?.text}
        {notice?.chat && (
          <>
            {' '}
            <a href={notice.chat} target="_blank" rel="noopener">
              {words.chatAgain}
            </a>
          </>
        )}
      </p>
      {shownCart.length > 0 && (
        <OilsCartTable
          ref={cartRef}
          cart={shownCart}
          busy={busy}
          onRemove={remove}
          onClear={clear}
          onOrder={order}
          lang={lang}
        />
      )}
    </div>
  );
}
