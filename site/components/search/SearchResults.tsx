/**
 * /search's list: every perfume matching ?q=, a page of them at a time, each linking to its page by its photo
 * and name, with its price and a running sale's badge as the cards show them, stock and Add to Cart; best matches first (names before
 * notes), or by price with the category pages' sort, kept in the address as theirs (?sort=).
 * The Worker finds them in D1's catalog as it serves the page (worker/pages/search-page.ts), so the results are
 * today's, and Astro draws the list from them.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { DICTIONARIES, hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { PriceTag } from '../catalog/PriceTag';
import { SaleBadge } from '../catalog/SaleBadge';
import { sortFrom, sortPerfumes, type Sort } from '#schema/catalog/sorts';
import { useAddressSort } from '../catalog/use-address-sort';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { asksForOils } from '#schema/search/search-words';
import type { Results } from '#schema/search/results';
import { RESULTS_PAGE } from '#schema/search/shown';
import { insteadCategories, SEARCH_SORTS, summary, type SummaryParts } from './summary';
import type { FoundPerfume } from '#schema/search/search-lookup';
import '../catalog/listing.css';

/** The summary, the shopper's words in a <bdi> (summary.ts says why). */
function Summary({ parts }: { parts: SummaryParts }) {
  if (parts.length === 1) return parts[0];
  return (
    <>
      {parts[0]}
      <bdi>{parts[1]}</bdi>
      {parts[2]}
    </>
  );
}

/** The address with `shown` results listed, its other parameters kept. */
function addressShowing(href: string, shown: number): string {
  const url = new URL(href);
  url.searchParams.set('shown', String(shown));
  return `${url.pathname}${url.search}`;
}

/**
 * `results`: what the Worker found for the page's words; `sort` and `shown`: the address's, which the page is drawn
 * in.
 */
export default function SearchResults({
  lang,
  results,
  sort: drawn,
  shown: drawnShown,
}: {
  lang: Lang;
  results: Results;
  sort: Sort;
  shown: number;
}) {
  const [shown, setShown] = useState(drawnShown);
  // The first result a Show more added, which takes the focus once drawn: a screen reader says where the list goes on.
  const firstAdded = useRef<string | null>(null);
  const { busyId, errors, add } = useAddToCart(lang);
  const words = CATALOG_WORDS[lang];
  const id = useId();
  const [sort, choose] = useAddressSort(drawn);
  const found = results.perfumes;
  const perfumes = sort === 'featured' || sort === 'newest' ? found : sortPerfumes(found, sort);

  useEffect(() => {
    if (firstAdded.current === null) return;
    document.querySelector<HTMLAnchorElement>(`#result-${firstAdded.current} a`)?.focus();
    firstAdded.current = null;
  }, [shown]);

  // A link, so a page without script (or not yet hydrated) is drawn again with more; with script they are added here.
  const moreHref = `?${new URLSearchParams({
    q: results.query,
    ...(sort === 'featured' ? {} : { sort }),
    shown: String(shown + RESULTS_PAGE),
  })}#result-${perfumes[shown]?.slug ?? ''}`;
  function showMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const more = shown + RESULTS_PAGE;
    firstAdded.current = perfumes[shown]?.slug ?? null;
    window.history.replaceState(window.history.state, '', addressShowing(window.location.href, more));
    setShown(more);
  }

  /** One perfume's row, its name a heading of `level`. */
  function row(perfume: FoundPerfume, level: 2 | 3) {
    const Heading = level === 2 ? 'h2' : 'h3';
    const href = hrefIn(lang, paths.perfume(perfume.slug));
    const headingId = `result-${perfume.slug}`;
    const error = errors[perfume._id];
    return (
      <li key={perfume.slug} className="result">
        <a href={href} className="result-photo" tabIndex={-1} aria-hidden="true">
          <img src={perfume.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </a>
        <div className="result-text">
          <SaleBadge sale={perfume.sale} lang={lang} />
          <Heading id={headingId} className="result-name">
            <a href={href}>{perfume.name}</a>
          </Heading>
          <p className="result-type">{DICTIONARIES[lang].categories[perfume.scentType]}</p>
          {/* Asked for testers, the price is the tester's: the size says so, and Add to Cart adds it. */}
          {perfume.ml && <p className="result-type">{words.offer.tester(perfume.ml)}</p>}
          <PriceTag product={perfume} className="product-price" lang={lang} />
        </div>
        <AddToCartButton
          product={perfume}
          busy={busyId === perfume._id}
          onClick={() => add(perfume)}
          describedBy={error ? `${headingId}-error` : undefined}
          lang={lang}
          href={href}
        />
        <p id={`${headingId}-error`} className="error-text add-error" role="alert">
          {error}
        </p>
      </li>
    );
  }

  return (
    <div className="search-results">
      <div className="listing-bar">
        <p className="search-summary" role="status">
          <Summary parts={summary(results, words.results)} />
        </p>
        {found.length > 1 && (
          // A form of the address: a sort chosen before the list renders goes into ?sort= (held-taps.js), where
          // the list reads it.
          <form className="listing-sort" method="get" data-address-form="" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={`${id}-sort`}>{words.listing.sortBy}</label>
            <input type="hidden" name="q" value={results.query} />
            <input type="hidden" name="shown" value={shown} />
            <select
              id={`${id}-sort`}
              name="sort"
              value={sort === 'newest' ? 'featured' : sort}
              onChange={(event) => choose(sortFrom(`?sort=${event.currentTarget.value}`))}
            >
              {SEARCH_SORTS.map((value) => (
                <option key={value} value={value}>
                  {value === 'featured' ? words.listing.bestMatch : words.listing.sorts[value]}
                </option>
              ))}
            </select>
            <button type="submit" className="button secondary send-sort">
              {words.listing.sortSend}
            </button>
          </form>
        )}
      </div>
      {results.query && asksForOils(results.query) && (
        <p className="search-oils">
          {words.results.oils.before}
          <a href={hrefIn(lang, paths.wholeSale)}>{words.results.oils.link}</a>
          {words.results.oils.after}
        </p>
      )}
      <ul className="result-list">{perfumes.slice(0, shown).map((perfume) => row(perfume, 2))}</ul>
      {perfumes.length > shown && (
        <a href={moreHref} className="button secondary" onClick={showMore}>
          {words.results.more}
        </a>
      )}
      {results.bestSellers && (
        // Words that find nothing are offered the categories and the best sellers, rather than an empty page.
        <div className="search-instead">
          <h2>{words.results.instead.categories}</h2>
          <ul className="search-categories">
            {insteadCategories(lang).map(({ href, label }) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
          {results.bestSellers.length > 0 && (
            <>
              <h2>{words.results.instead.bestSellers}</h2>
              <ul className="result-list">{results.bestSellers.map((perfume) => row(perfume, 3))}</ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
