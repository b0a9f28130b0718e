/**
 * The search box of the home page, the category pages and /search: Enter searches this page as it always has
 * (its messages, smooth scroll to each match in turn, the message clearing itself), and goes to /search when only
 * the catalog has the words. On /search itself Enter always asks /search for the words: that page holds only the
 * results of the words asked before, so finding new words among them would never search. As the shopper types, it suggests perfumes in a listbox (the combobox pattern):
 * ArrowDown and ArrowUp move through them, Enter opens the one chosen, Escape closes the list (or clears the
 * box), and a live region says how many perfumes match. Without JavaScript the form itself asks /search.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { paths } from '#schema/paths';
import { normalizeQuery, pageSearcher } from './page-search';
import { SuggestionList, type Option } from './SuggestionList';
import { useSuggestions } from './use-suggestions';
import { useStylesheet } from '../../lib/use-stylesheet';
import './search.css';
import suggestionsSheet from './suggestions.css?url';

interface Props {
  /** The message clears after this long: 3 s on home, 10 s on category pages. */
  clearAfterMs: number;
  /** Category pages also match list items (the product cards). */
  includeListItems?: boolean;
  /** The words /search was asked for: the box keeps them, to be changed rather than typed again. */
  query?: string;
  /** /search's own box: Enter asks the catalog, never the page. */
  catalogOnly?: boolean;
  lang: Lang;
}

export default function SearchBox({ clearAfterMs, includeListItems = false, query, catalogOnly = false, lang }: Props) {
  const words = CATALOG_WORDS[lang].search;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchPage = useMemo(() => pageSearcher(includeListItems), [includeListItems]);
  const { suggestions, lookUp, countFor } = useSuggestions();
  const [message, setMessage] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useStylesheet(suggestionsSheet);

  const options: Option[] = suggestions
    ? [
        ...suggestions.perfumes.map((p) => ({ key: p.slug, perfume: p, href: hrefIn(lang, paths.perfume(p.slug)) })),
        ...(suggestions.total > 0
          ? [
              {
                key: 'all',
                total: suggestions.total,
                query: suggestions.query,
                href: hrefIn(lang, paths.search(suggestions.query)),
              },
            ]
          : []),
      ]
    : [];
  const shown = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  // The box hydrates when the shopper reaches for it: words typed while its script loaded get their suggestions now.
  useEffect(() => {
    const box = input.current!;
    if (box.value && document.activeElement === box) {
      lookUp(box.value);
      setOpen(true);
    }
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function say(text: string) {
    clearTimeout(clearTimer.current);
    setMessage(text);
    if (text) clearTimer.current = setTimeout(() => setMessage(''), clearAfterMs);
  }

  function typed() {
    lookUp(input.current!.value);
    setOpen(true);
    setActive(-1);
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    setOpen(true);
    const next = (shown ? active : -1) + step;
    setActive(next >= options.length ? 0 : next < 0 ? options.length - 1 : next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]!.href);
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else {
        input.current!.value = '';
        typed();
      }
      setActive(-1);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOpen(false);
    const query = input.current!.value;
    if (catalogOnly) {
      if (normalizeQuery(query) === null) return say(words.empty);
      return window.location.assign(hrefIn(lang, paths.search(query)));
    }
    const result = searchPage(query, form.current!);
    if (result !== 'none') return say(result === 'empty' ? words.empty : '');
    if ((await countFor(query)) > 0) window.location.assign(hrefIn(lang, paths.search(query)));
    else say(words.noMatch);
  }

  return (
    <form
      ref={form}
      className="page-search"
      role="search"
      aria-label={words.name}
      action={hrefIn(lang, paths.searchPage)}
      noValidate
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {words.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        name="q"
        defaultValue={query}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={words.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onInput={typed}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => input.current!.value && setOpen(true)}
      />
      <button className="button" type="submit">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{words.submit}</span>
      </button>
      <p className="search-message" role="status">
        {message}
      </p>
      <SuggestionList
        lang={lang}
        id={`${id}-list`}
        options={options}
        shown={shown}
        active={active}
        optionId={optionId}
      />
      <div className="visually-hidden" aria-live="polite">
        {open && suggestions ? words.count(suggestions.total) : ''}
      </div>
    </form>
  );
}
