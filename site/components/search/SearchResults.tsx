/**
 * /search's list: every perfume matching ?q=, a page of them at a time, each linking to its page by its photo
 * and name, with its price (EID SALE rules of the cards), stock and Add to Cart; best matches first (names before
 * notes), or by price with the category pages' sort, kept in the address as theirs (?sort=).
 */
import { useId, useState } from 'react';
import { CATALOG_WORDS } from '#schema/i18n/catalog';
import { DICTIONARIES, hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { AddToCartButton } from '../catalog/AddToCartButton';
import type { CatalogWords } from '#schema/i18n/en/catalog';
import { PriceTag } from '../catalog/PriceTag';
import { SORTS } from '#schema/catalog/sorts';
import { sortFrom, sortPerfumes } from '../catalog/sort';
import { useAddressSort } from '../catalog/use-address-sort';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { asksForOils } from '#schema/search/search-words';
import { useSearchResults, type SearchResults as Results } from './use-search-results';

export const PAGE_SIZE = 24;

/** The category pages' sorts, their shop's own order being the best match here; the index knows no dates. */
const SEARCH_SORTS = SORTS.filter((value) => value !== 'newest');

function summary(results: Results | null, words: CatalogWords['results']): string {
  if (!results) return words.searching;
  const { query, perfumes } = results;
  if (!query) return words.prompt;
  if (perfumes.length === 0) return words.none(query);
  return words.found(perfumes.length, query);
}

export default function SearchResults({ lang }: { lang: Lang }) {
  const results = useSearchResults();
  const [shown, setShown] = useState(PAGE_SIZE);
  const { busyId, errors, add } = useAddToCart(lang);
  const words = CATALOG_WORDS[lang];
  const id = useId();
  const [sort, choose] = useAddressSort();
  const found = results?.perfumes ?? [];
  const perfumes = sort === 'featured' || sort === 'newest' ? found : sortPerfumes(found, sort);

  return (
    <div className="search-results">
      <div className="listing-bar">
        <p className="search-summary" role="status">
          {summary(results, words.results)}
        </p>
        {found.length > 1 && (
          <span className="listing-sort">
            <label htmlFor={`${id}-sort`}>{words.listing.sortBy}</label>
            <select
              id={`${id}-sort`}
              value={sort === 'newest' ? 'featured' : sort}
              onChange={(event) => choose(sortFrom(`?sort=${event.currentTarget.value}`))}
            >
              {SEARCH_SORTS.map((value) => (
                <option key={value} value={value}>
                  {value === 'featured' ? words.listing.bestMatch : words.listing.sorts[value]}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {results?.query && asksForOils(results.query) && (
        <p className="search-oils">
          {words.results.oils.before}
          <a href={hrefIn(lang, paths.wholeSale)}>{words.results.oils.link}</a>
          {words.results.oils.after}
        </p>
      )}
      <ul className="result-list">
        {perfumes.slice(0, shown).map((perfume) => {
          const href = hrefIn(lang, paths.perfume(perfume.slug));
          const headingId = `result-${perfume.slug}`;
          const error = errors[perfume._id];
          return (
            <li key={perfume.slug} className="result">
              <a href={href} className="result-photo" tabIndex={-1} aria-hidden="true">
                <img src={perfume.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
              </a>
              <div className="result-text">
                <h2 id={headingId} className="result-name">
                  <a href={href}>{perfume.name}</a>
                </h2>
                <p className="result-type">{DICTIONARIES[lang].categories[perfume.scentType]}</p>
                <PriceTag product={perfume} className="product-price" lang={lang} />
              </div>
              <AddToCartButton
                product={perfume}
                busy={busyId === perfume._id}
                onClick={() => add(perfume)}
                describedBy={error ? `${headingId}-error` : undefined}
                lang={lang}
              />
              <p id={`${headingId}-error`} className="error-text add-error" role="alert">
                {error}
              </p>
            </li>
          );
        })}
      </ul>
      {perfumes.length > shown && (
        <button type="button" className="button secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {words.results.more}
        </button>
      )}
    </div>
  );
}
