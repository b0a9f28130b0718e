/**
 * The product form's Urdu names of its notes: a box for each note typed above, which the Urdu pages say instead of
 * the shop's own word (shown faintly in the box when it has one). The notes nobody has named in Urdu are listed
 * above the boxes and marked beside theirs: left so, the Urdu pages show them in English. A note's name is shown as
 * the owner wrote it, in English, marked as theirs (translate="no") in the console's words around it. A refusal of
 * one note's Urdu name is that box's: marked, said beside it, and the first field the focus goes to.
 */
import { MAX_NOTE } from '#schema/catalog/limits';
import { COMMA } from '#schema/i18n/languages';
import { notesWithoutUrdu, urduNoteOf } from '#schema/i18n/ur-notes';
import { Field } from '../../forms/Field';
import { useConsoleWords } from '../console-words';
import { draftNotes } from './product-draft';
import type { ProductEditorState } from './use-product-editor';

export function NoteNamesUr({ editor }: { editor: ProductEditorState }) {
  const { draft, errors, noteErrors, nameNoteUr } = editor;
  const { lang, words: all } = useConsoleWords();
  const words = all.catalog.fields;
  const written = (note: string) => (
    <bdi translate="no" lang="en" dir="ltr">
      {note}
    </bdi>
  );
  const notes = draftNotes(draft);
  if (notes.length === 0) return null;
  const missing = notesWithoutUrdu(notes, draft.notesUr);
  return (
    <fieldset
      className="note-names"
      id="product-notes-urdu"
      aria-invalid={errors.notesUr ? true : undefined}
      aria-describedby={`product-notes-urdu-hint${errors.notesUr ? ' product-notes-urdu-error' : ''}`}
    >
      <legend>{words.notesUr}</legend>
      <p className="muted field-hint" id="product-notes-urdu-hint">
        {words.notesUrHint}
      </p>
      {missing.length > 0 && (
        <p className="field-hint note-names-missing">
          {words.notesWithoutUrdu}
          {missing.map((note, index) => (
            <span key={note}>
              {index > 0 && COMMA[lang]}
              {written(note)}
            </span>
          ))}
        </p>
      )}
      {notes.map((note, index) => {
        const id = `product-note-urdu-${index}`;
        const unnamed = missing.includes(note);
        const refused = noteErrors[note];
        return (
          <div key={note}>
            <Field
              id={id}
              label={
                <>
                  {written(note)}
                  {words.noteUr}
                </>
              }
              lang="ur"
              dir="rtl"
              autoComplete="off"
              maxLength={MAX_NOTE}
              placeholder={urduNoteOf(note)}
              value={Object.hasOwn(draft.notesUr, note) ? draft.notesUr[note] : ''}
              error={refused}
              aria-describedby={
                [unnamed && `${id}-missing`, refused && `${id}-error`].filter(Boolean).join(' ') || undefined
              }
              onChange={(event) => nameNoteUr(note, event.target.value)}
            />
            {unnamed && (
              <p className="field-hint note-names-missing" id={`${id}-missing`}>
                {words.noUrduYet}
              </p>
            )}
          </div>
        );
      })}
      {errors.notesUr && (
        <p className="field-error" id="product-notes-urdu-error">
          {errors.notesUr}
        </p>
      )}
    </fieldset>
  );
}
