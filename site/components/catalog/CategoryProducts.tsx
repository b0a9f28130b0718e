/**
 * The product grid of a category page. The HTML is pre-rendered at build time; once hydrated the grid reloads the
 * category from the API, so today's prices and stock show, a perfume added since the build appears and one archived
 * since says it is no longer sold, before the next build (merge-listing.ts; a failed reload is only logged). Above the grid: how many
 * perfumes it holds and the sort, kept in the address (sort.ts).
 */
import { useEffect, useId, useState } from 'react';
import { fetchCategory } from '../../api/catalog';
import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/i18n/languages';
import { mergeListing } from './merge-listing';
import { ProductCard } from './ProductCard';
import { SORTS } from '#schema/catalog/sorts';
import { sortFrom, sortPerfumes } from '#schema/catalog/sorts';
import type { SortableCard } from './card-product';
import { useAddressSort } from './use-address-sort';
import { useAddToCart } from './use-add-to-cart';
import './listing.css';

interface Props {
  category: string;
  /** In the featured order, as the page is built. */
  initial: SortableCard[];
  lang: Lang;
}

export default function CategoryProducts({ category, initial, lang }: Props) {
  const id = useId();
  const [products, setProducts] = useState<SortableCard[]>(initial);
  const [sort, choose] = useAddressSort();
  const { busyId, errors, add } = useAddToCart(lang);
  const words = CATALOG_WORDS[lang].listing;

  useEffect(() => {
    // The API lists no place on the home page or publishing date: the built cards keep theirs.
    const built = new Map(initial.map(({ _id, featured, publishedAt }) => [_id, { featured, publishedAt }]));
    fetchCategory(category)
      .then((answer) => {
        const fresh = answer.products.map((product) => ({ ...product, ...built.get(product._id) }));
        setProducts((shown) => mergeListing(shown, fresh));
      })
      .catch((error: unknown) => console.error(`Could not refresh category '${category}'`, error));
  }, [category, initial]);

  return (
    <>
      <div className="listing-bar">
        <p className="listing-count">{words.count(products.filter((product) => !product.gone).length)}</p>
        {/* A form of the address: a sort chosen before the grid hydrates goes into ?sort= (held-taps.js), where
            the grid reads it once hydrated. */}
        <form className="listing-sort" method="get" data-address-form="" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-sort`}>{words.sortBy}</label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={sort}
            onChange={(event) => choose(sortFrom(`?sort=${event.currentTarget.value}`))}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {words.sorts[value]}
              </option>
            ))}
          </select>
        </form>
      </div>
      <ul className="product-grid">
        {sortPerfumes(products, sort).map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            busy={busyId === product._id}
            error={errors[product._id]}
            onAdd={() => add(product)}
            lang={lang}
          />
        ))}
      </ul>
    </>
  );
}
