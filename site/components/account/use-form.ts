/**
 * Form state shared by the account's forms (login, registration, password change): values, which fields show their
 * error (after the shopper leaves them, or after a submit), the request status line, and what the server refused
 * beside the field it named. Each of those forms holds a password and is `method="post"`: a send the browser makes
 * itself, before the form's script has taken it over or with none, then writes no field into the address (the Worker
 * answers it with the page afresh, worker/pages/form-pages.ts).
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ApiFailure } from '../../lib/api';
import { afterPress } from '../forms/after-press';
import { focusFirstInvalid, INVALID_FORM_MESSAGE } from '../forms/focus-invalid';

export type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'success' | 'error'; message: string };

/** `invalidMessage`: what the status line says when submit is pressed on a form still wrong, in the page's language. */
export function useForm<Values extends Record<string, string | boolean>>(
  initial: Values,
  invalidMessage = INVALID_FORM_MESSAGE,
) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The server's refusal of one field, in the page's words, shown beside it until the shopper changes that field.
  const [refused, setRefused] = useState<Partial<Record<string, string>>>({});
  const [empty] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);

  // On a slow phone the shopper may type into the pre-rendered form before React takes over: keep what they typed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Values> = {};
    for (const key of Object.keys(empty) as (keyof Values & string)[]) {
      const element = form.elements.namedItem(key);
      if (!(element instanceof HTMLInputElement)) continue;
      const value = typeof empty[key] === 'boolean' ? element.checked : element.value;
      if (value !== empty[key]) typed[key] = value as Values[typeof key];
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [empty]);
  const reset = useCallback(
    (next?: Values) => {
      setValues(next ?? empty);
      setShown({});
      setRefused({});
    },
    [empty],
  );

  function bind<Key extends keyof Values & string>(key: Key) {
    const value = values[key];
    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      const next = typeof value === 'boolean' ? event.target.checked : event.target.value;
      setValues((current) => ({ ...current, [key]: next }));
      setRefused((current) => (current[key] ? { ...current, [key]: undefined } : current));
      if (typeof value === 'boolean') setShown((current) => ({ ...current, [key]: true }));
    };
    const onBlur = () => afterPress(() => setShown((current) => ({ ...current, [key]: true })));
    return typeof value === 'boolean'
      ? { name: key, checked: value, onChange, onBlur }
      : { name: key, value: value as string, onChange, onBlur };
  }

  const showAll = () =>
    setShown(Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<keyof Values, boolean>);

  /**
   * A submit never dead-ends: on an invalid form every error shows, the status line says why and focus moves to the
   * first field to fix. True when the submit must stop there.
   */
  function refuseInvalid(invalid: boolean): boolean {
    if (!invalid) return false;
    showAll();
    setStatus({ kind: 'error', message: invalidMessage });
    focusFirstInvalid(formRef.current);
    return true;
  }

  /**
   * The server refused the submit: `message` (already in the page's words) goes in the status line, and beside the
   * field the refusal names when the form has that field.
   */
  function refuse(failure: unknown, message: string) {
    setStatus({ kind: 'error', message });
    const field = failure instanceof ApiFailure ? failure.field : undefined;
    setRefused(field !== undefined && field in empty ? { [field]: message } : {});
  }

  return {
    formRef,
    values,
    status,
    setStatus,
    bind,
    /** The field's error if the shopper should see it yet. */
    shownError: (errors: Partial<Record<keyof Values, string>>, key: keyof Values) =>
      shown[key] ? errors[key] : undefined,
    refuseInvalid,
    refuse,
    /** The server's refusal of the field, until the shopper changes it. */
    refusedOn: (key: keyof Values & string) => refused[key],
    reset,
  };
}
