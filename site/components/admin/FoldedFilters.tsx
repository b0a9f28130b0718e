/**
 * A console list's filter shaped for a phone: the one box the owner types into most and its button on the first
 * line, the list's tools beside More filters on the second, and the other filters folded under More filters until
 * asked for, so the list's first rows start high on the screen. Folded fields still filter: they stay in the form.
 */
import type { FormEvent, ReactNode } from 'react';
import { MAX_SEARCH } from '#schema/payloads/text-limits';
import { useConsoleWords } from './console-words';
import { useDisclosure } from './use-disclosure';
import './folded-filters.css';

interface Props {
  /** The form's name for screen readers: "Filter perfume orders". */
  label: string;
  /** "search" for a search of people rather than a filter of orders. */
  role?: 'search';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The first line's box. */
  field: { label: string; name: string; placeholder?: string };
  /** The first line's button: "Filter Orders". */
  submit: string;
  busy: boolean;
  /** Buttons beside More filters (Print Orders). */
  tools?: ReactNode;
  /** The folded fields and buttons; without any there is no More filters. */
  children?: ReactNode;
}

export function FoldedFilters({ label, role, onSubmit, field, submit, busy, tools, children }: Props) {
  const more = useDisclosure();
  const words = useConsoleWords().words.filters;
  return (
    <form className="admin-filters folded-filters no-print" role={role} onSubmit={onSubmit} aria-label={label}>
      <div className="folded-filters__line">
        <label className="folded-filters__text">
          {field.label}
          <input name={field.name} type="search" maxLength={MAX_SEARCH} placeholder={field.placeholder} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {submit}
        </button>
      </div>
      {children && (
        <>
          <div className="folded-filters__line">
            <button type="button" className="button secondary" {...more.button}>
              {words.more}
            </button>
            {tools}
          </div>
          <div className="folded-filters__more" {...more.region}>
            {children}
          </div>
        </>
      )}
    </form>
  );
}
