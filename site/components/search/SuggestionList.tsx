/**
 * The search box's suggestions: perfumes (photo, name, a running sale's badge, scent type and price, and the tester
 * size that price is for when the shopper asks for testers), then 'See all N perfumes' for /search.
 */
import { DICTIONARIES, type Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { listPrice } from '#schema/money';
import type { FoundPerfume } from '#schema/search/search-lookup';
import { SaleBadge } from '../catalog/SaleBadge';

export type Option = { key: string; href: string } & ({ perfume: FoundPerfume } | { total: number; query: string });

interface Props {
  id: string;
  options: Option[];
  shown: boolean;
  active: number;
  optionId: (index: number) => string;
  lang: Lang;
}

export function SuggestionList({ id, options, shown, active, optionId, lang }: Props) {
  const words = CATALOG_WORDS[lang].search;
  return (
    // Pressing an option must not take the focus from the box first (its blur would close the list).
    <ul
      id={id}
      role="listbox"
      aria-label={words.suggestions}
      className="suggestions"
      hidden={!shown}
      onMouseDown={(e) => e.preventDefault()}
    >
      {options.map((option, i) => (
        <li
          key={option.key}
          id={optionId(i)}
          role="option"
          aria-selected={i === active}
          className={'perfume' in option ? 'suggestion' : 'suggestion see-all'}
          onClick={() => window.location.assign(option.href)}
        >
          {'perfume' in option ? (
            <>
              <span className="suggestion-text">
                <span className="suggestion-name">
                  {option.perfume.name}
                  <SaleBadge sale={option.perfume.sale} lang={lang} />
                </span>
                <span className="suggestion-type">{DICTIONARIES[lang].categories[option.perfume.scentType]}</span>
                {option.perfume.ml && (
                  <span className="suggestion-type">{CATALOG_WORDS[lang].offer.tester(option.perfume.ml)}</span>
                )}
              </span>
              <bdi className="suggestion-price" dir="ltr">
                {listPrice(option.perfume.price)}
              </bdi>
              <img src={option.perfume.image} alt="" width={40} height={40} decoding="async" />
            </>
          ) : (
            words.seeAll(option.total, option.query.trim())
          )}
        </li>
      ))}
    </ul>
  );
}
