/**
 * The console's perfumes: search by name, filter by scent type, and the Low stock, Sold out and Archived views, 50
 * at a time (archived perfumes show only in their own view). Add and Edit open the editor in place of the list,
 * which stays loaded behind it, so Back returns to the same place.
 */
import { useRef, useState } from 'react';
import { SCENT_TYPES } from '#schema/catalog/categories';
import { ADMIN_PRODUCTS } from '#schema/api';
import type { AdminProduct } from '#schema/answers/admin-products';
import { MAX_SEARCH } from '#schema/payloads/text-limits';
import { usePagedList } from '#site/lib/use-paged-list';
import { LoadMoreButton } from '../../LoadMoreButton';
import { ListNotices } from '../../ListNotices';
import { ProductEditor } from './ProductEditor';
import { ProductRow } from './ProductRow';
import { useConsoleWords } from '../console-words';

const VIEWS = [
  ['', 'all'],
  ['stock=low', 'low'],
  ['stock=out', 'out'],
  ['archived=1', 'archived'],
] as const;

const sameProduct = (a: AdminProduct, b: AdminProduct) => a._id === b._id;

export function ProductsPanel() {
  const {
    refused,
    words: { catalog, loading },
  } = useConsoleWords();
  const words = catalog.products;
  const list = usePagedList(ADMIN_PRODUCTS.list, 'products', (failure) => refused(failure, words.loadFailed));
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  // Back puts the focus where it was when the editor opened (Add a perfume, or the perfume's Edit).
  const opener = useRef<HTMLElement | null>(null);
  function open(target: AdminProduct | 'new') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(target);
  }
  function close() {
    setEditing(null);
    requestAnimationFrame(() => opener.current?.focus());
  }
  const showsArchived = new URLSearchParams(list.query).get('archived') === '1';
  const shown = list.items.filter((product) => product.archived === showsArchived);

  function saved(product: AdminProduct) {
    if (list.items.some((item) => sameProduct(item, product))) list.replace(product, sameProduct);
    else void list.show(list.query);
  }

  return (
    <div className="products-panel">
      {editing && (
        <ProductEditor
          key={editing === 'new' ? 'new' : editing._id}
          product={editing === 'new' ? null : editing}
          onSaved={saved}
          onClose={close}
        />
      )}
      <div hidden={editing !== null}>
        <button type="button" className="button" onClick={() => open('new')}>
          {words.add}
        </button>
        <form className="admin-filters" onSubmit={list.filter} aria-label={words.filter}>
          <label className="wide">
            {words.search}
            <input name="q" type="search" maxLength={MAX_SEARCH} placeholder={words.name} />
          </label>
          <label>
            {words.scentType}
            <select name="category" defaultValue="">
              <option value="">{words.allTypes}</option>
              {SCENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {catalog.scentTypes[type]}
                </option>
              ))}
            </select>
          </label>
          <ViewChoice />
          <div className="filter-buttons">
            <button type="submit" className="button" disabled={list.loading}>
              {words.submit}
            </button>
          </div>
        </form>
        <ListNotices list={list} shown={shown.length} empty={words.empty} />
        <p className="muted" role="status">
          {list.loading && !list.loaded
            ? words.loading
            : list.loaded && words.showing(shown.length, Boolean(list.nextCursor))}
        </p>
        <ul className="catalog-list" aria-label={showsArchived ? words.archivedList : words.list}>
          {shown.map((product) => (
            <ProductRow key={product._id} product={product} onEdit={() => open(product)} />
          ))}
        </ul>
        <LoadMoreButton list={list} label={words.loadMore} loading={loading} />
      </div>
    </div>
  );
}

/** The view is one query parameter of the list (stock=low, stock=out or archived=1), picked by name. */
function ViewChoice() {
  const [view, setView] = useState('');
  const words = useConsoleWords().words.catalog.products;
  const [key, value] = view ? view.split('=') : ['', ''];
  return (
    <label>
      {words.show}
      <select value={view} onChange={(event) => setView(event.target.value)}>
        {VIEWS.map(([query, label]) => (
          <option key={label} value={query}>
            {words.views[label]}
          </option>
        ))}
      </select>
      {key && <input type="hidden" name={key} value={value} />}
    </label>
  );
}
