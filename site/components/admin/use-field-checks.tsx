/**
 * The console's forms check their own fields (each form is noValidate): the browser's own bubbles speak the phone's
 * language, not the console's. Pressing submit with a required field empty (or only spaces) or one the browser finds
 * wrongly filled (a tracking number's pattern, a price under 1) sends nothing: each such field says why beside it, in
 * the console's words, tied to it for screen readers, and the first takes the focus, which reads it out, as the
 * shop's own forms do. A field's problem goes as the owner changes it.
 */
import { useId, useState } from 'react';
import { normalizePhone, phoneProblem } from '#schema/phone';
import type { ConsoleWords } from '../../i18n/en/console';
import { focusFirstInvalid } from '../forms/focus-invalid';
import '../forms/field.css';
import { useConsoleWords } from './console-words';

type Checked = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The words of a field's label, without the control inside it or a note in brackets after them. */
function labelOf(field: Checked): string {
  const label = field.labels?.[0];
  if (!label) return field.getAttribute('aria-label') ?? field.name;
  const words = label.cloneNode(true) as HTMLElement;
  for (const inside of words.querySelectorAll('input, select, textarea')) inside.remove();
  return (words.textContent ?? '').trim().replace(/ \(.*\)$/, '');
}

const isBlank = (field: Checked) =>
  field.required && !(field instanceof HTMLSelectElement) && field.type !== 'file' && field.value.trim() === '';

/** Each field of `form` the shop would refuse, by its name (or id), with what to say beside it. */
export function fieldProblemsIn(form: HTMLFormElement, words: ConsoleWords['fieldProblems']): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of form.elements) {
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ))
      continue;
    const key = field.name || field.id;
    if (!field.willValidate || found[key]) continue;
    const missing = field.validity.valueMissing || isBlank(field);
    if (missing || !field.validity.valid) found[key] = (missing ? words.required : words.wrong)(labelOf(field));
  }
  return found;
}

/**
 * Each of `names`, a phone typed that is not a mobile number in any of its written forms (schema/phone.ts), is
 * marked wrong before sending, as the shop would refuse it: no pattern attribute can say all the forms it reads.
 */
export function markWrongPhones(form: HTMLFormElement, names: readonly string[]) {
  for (const name of names) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    const typed = input.value.trim();
    input.setCustomValidity(typed && !normalizePhone(typed) ? phoneProblem(typed) : '');
  }
}

export function useFieldChecks() {
  const words = useConsoleWords().words.fieldProblems;
  const id = useId();
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const errorId = (name: string) => `${id}-${name}-error`;
  const clear = (name: string) =>
    setProblems((current) => (current[name] ? { ...current, [name]: undefined } : current));

  return {
    /** True when every field passes; else each problem shows and the first field takes the focus. */
    passed(form: HTMLFormElement): boolean {
      const found = fieldProblemsIn(form, words);
      setProblems(found);
      if (Object.keys(found).length === 0) return true;
      focusFirstInvalid(form);
      return false;
    },
    /**
     * A refusal from the shop naming one of the form's fields (its error's `field`): shown beside that field, as the
     * form's own check would, and the field takes the focus.
     */
    refuse(form: HTMLFormElement | null, name: string, message: string) {
      setProblems({ [name]: message });
      focusFirstInvalid(form);
    },
    /** The field's name, and while it has a problem, its mark and the problem as its description. */
    field: (name: string) => ({
      name,
      'aria-invalid': problems[name] ? true : undefined,
      'aria-describedby': problems[name] ? errorId(name) : undefined,
      onInput: () => clear(name),
    }),
    /** The field's problem as words, for a Field (forms/Field.tsx), which shows and ties its own error. */
    message: (name: string) => problems[name],
    clear,
    /** The field's problem, for beside it; nothing while it has none. */
    problem: (name: string) =>
      problems[name] ? (
        <p className="field-error" id={errorId(name)}>
          {problems[name]}
        </p>
      ) : null,
  };
}

export type FieldChecks = ReturnType<typeof useFieldChecks>;
