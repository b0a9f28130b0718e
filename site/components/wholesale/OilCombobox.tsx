/**
 * The searchable oil dropdown: an editable combobox with a listbox popup (WAI-ARIA APG "list autocomplete").
 * Typing filters; ArrowDown/ArrowUp move through the list, Enter picks, Escape closes (or clears), Tab leaves.
 * Every option is in the pre-rendered HTML; the list is only hidden while closed.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WholesaleWords } from '../../i18n/en/wholesale';
import { amount } from '#schema/money';
import { matchingOils, type OilOption } from './oil-search';

interface Props {
  oils: readonly OilOption[];
  selected: OilOption | null;
  onSelect: (oil: OilOption | null) => void;
  disabled?: boolean;
  words: WholesaleWords;
}

export default function OilCombobox({ oils, selected, onSelect, disabled, words }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = matchingOils(oils, selected?.name === query ? '' : query);
  const activeOil = open ? matches[active] : undefined;
  const optionId = (oil: OilOption) => `${id}-${oil.id}`;
  const activeId = activeOil ? optionId(activeOil) : undefined;
  const field = useRef<HTMLInputElement>(null);

  // The page's script starts with the shopper's first touch: the tap that started it only focused the field, and the
  // list opens now, as that tap would have opened it.
  useEffect(() => {
    if (document.activeElement === field.current) setOpen(true);
  }, []);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function show(index: number) {
    setOpen(true);
    setActive(Math.max(-1, Math.min(index, matches.length - 1)));
  }

  function choose(oil: OilOption) {
    setQuery(oil.name);
    setOpen(false);
    onSelect(oil);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const current = selected ? matches.findIndex((o) => o.id === selected.id) : -1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show(open ? active + 1 : Math.max(current, 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(open ? Math.max(active - 1, 0) : current >= 0 ? current : matches.length - 1);
    } else if (event.key === 'Enter' && activeOil) {
      event.preventDefault();
      choose(activeOil);
    } else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else {
        setQuery('');
        onSelect(null);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="combobox">
      <label htmlFor={`${id}-input`}>{words.oil}</label>
      <div className="combobox-field">
        <input
          ref={field}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={words.search}
          value={query}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
            if (selected && event.target.value !== selected.name) onSelect(null);
          }}
          onClick={() => show(active)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={words.oils} hidden={!open || matches.length === 0}>
        {matches.map((oil, index) => (
          <li
            key={oil.id}
            id={optionId(oil)}
            role="option"
            aria-selected={oil.id === selected?.id}
            className={index === active && open ? 'active' : undefined}
            // Keeps the focus in the input, so picking with the mouse does not blur and close first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(oil)}
          >
            <span>{oil.name}</span>{' '}
            <span className="per-25">
              {amount(oil.price)} {words.per25}
            </span>
          </li>
        ))}
      </ul>
      <p className="combobox-empty" role="status">
        {open && matches.length === 0 ? words.noMatch(query.trim()) : ''}
      </p>
    </div>
  );
}
