/**
 * The product form's state: the copy the edit started from, what the owner typed, and the server's refusals by
 * field. Nothing typed is lost on a refusal; a stale copy (another admin saved first) offers `reload`, which takes
 * the newer copy and keeps the owner's own changes on top of it, naming the fields the other admin changed too.
 * Leaving the page with changes unsaved asks first.
 */
import { useState } from 'react';
import { changeProduct, createProduct, readProduct } from '#site/api/admin-catalog';
import type { AdminProduct } from '#schema/answers/admin-products';
import { ApiFailure } from '#site/lib/api';
import { productFieldOf, productRefusalOf, urduNoteOf, type ProductField } from './product-refusal';
import {
  changeOf,
  clashesOf,
  draftOf,
  isUnchanged,
  keepEdits,
  NEW_PRODUCT_DRAFT,
  newProductOf,
  type ProductDraft,
} from './product-draft';
import { useConsoleWords, type FieldWords } from '../console-words';
import { useLeaveWarning } from '../use-leave-warning';

export type FieldErrors = Partial<Record<ProductField, string>>;
/** A refusal of one note's Urdu name, by the note: shown beside that note's box. */
export type NoteErrors = Partial<Record<string, string>>;

export function useProductEditor(initial: AdminProduct | null, onSaved: (product: AdminProduct) => void) {
  const [product, setProduct] = useState(initial);
  const [base, setBase] = useState<ProductDraft>(initial ? draftOf(initial) : NEW_PRODUCT_DRAFT);
  const [draft, setDraft] = useState(base);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [noteErrors, setNoteErrors] = useState<NoteErrors>({});
  const [formError, setFormError] = useState('');
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const { refused: worded, words: all } = useConsoleWords();
  const words = all.catalog.editor.notices;
  // A new perfume's base is the empty form, so anything typed into it is unsaved too.
  const unsaved = !isUnchanged(changeOf(base, draft, product?.version ?? 0));
  useLeaveWarning(unsaved);

  function set<Key extends ProductField>(field: Key, value: ProductDraft[Key]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice('');
  }

  /** The owner names a note in Urdu: that box's refusal goes as they change it. */
  function nameNoteUr(note: string, urdu: string) {
    set('notesUr', { ...draft.notesUr, [note]: urdu });
    setNoteErrors((current) => ({ ...current, [note]: undefined }));
  }

  /** What the form's own check found before sending (use-field-checks.tsx), shown as a refusal would be. */
  function showProblems(found: FieldErrors) {
    setErrors(found);
    setNoteErrors({});
    setFormError('');
    setNotice('');
  }

  /** A photo finished uploading while the owner may have moved others: added to what the form holds now. */
  function addImage(url: string) {
    setDraft((current) => ({ ...current, images: [...current.images, url] }));
    setErrors((current) => ({ ...current, images: undefined }));
  }

  /** A newer copy of the product (saved, restocked, reloaded): the owner's unsaved changes stay on top of it. */
  function adopt(fresh: AdminProduct, edited = draft) {
    const freshDraft = draftOf(fresh);
    setDraft(keepEdits(base, edited, freshDraft));
    setBase(freshDraft);
    setProduct(fresh);
    setStale(false);
    onSaved(fresh);
  }

  /** The form's fields as a refusal of one of their rules names them: a note's Urdu name by its note. */
  const fieldWords: FieldWords = {
    label: (path) => {
      const note = urduNoteOf(path);
      if (note !== null) return `${note}${all.catalog.fields.noteUrOf}`;
      const field = productFieldOf(path);
      return field ? labelOf(field) : undefined;
    },
    rules: all.catalog.editor.rules,
  };

  function refused(failure: unknown) {
    const { message, field, note, stale } = productRefusalOf(failure, words.saveFailed, (refusal, fallback) =>
      worded(refusal, fallback, all.catalog.editor.refusals, fieldWords),
    );
    // A note's Urdu name goes beside its own box, naming the box, as the checkout names its refused field.
    if (note !== null && failure instanceof ApiFailure && Object.hasOwn(draft.notesUr, note)) {
      setNoteErrors({ [note]: message });
    } else if (field) setErrors((current) => ({ ...current, [field]: message }));
    else setFormError(message);
    setStale(stale);
  }

  async function run(action: () => Promise<AdminProduct>, done: string, edited = draft) {
    setBusy(true);
    setFormError('');
    setNotice('');
    try {
      adopt(await action(), edited);
      setNotice(done);
      return true;
    } catch (failure) {
      refused(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    setErrors({});
    setNoteErrors({});
    if (!product) return run(() => createProduct(newProductOf(draft)), words.added, base);
    const change = changeOf(base, draft, product.version);
    if (isUnchanged(change)) {
      setNotice(words.unchanged);
      return false;
    }
    // Once saved, what was typed is the product itself: no edit is left to keep.
    return run(() => changeProduct(product._id, change), words.saved, base);
  }

  const setArchived = (archived: boolean) =>
    product &&
    run(
      () => changeProduct(product._id, { version: product.version, archived }),
      archived ? words.archived : words.restored,
    );

  /** A field of the form as its label names it, for a notice naming fields. */
  function labelOf(field: keyof ProductDraft): string {
    const { fields, photos } = all.catalog;
    if (field === 'images') return photos.list;
    if (field === 'sizeMl') return fields.size;
    if (field === 'stock') return fields.startStock;
    return fields[field];
  }

  async function reload() {
    if (!product) return;
    setBusy(true);
    try {
      const fresh = await readProduct(product._id);
      const clashes = clashesOf(base, draft, draftOf(fresh));
      adopt(fresh);
      setFormError('');
      setNotice(clashes.length === 0 ? words.reloaded : words.reloadedOver(clashes.map(labelOf)));
    } catch (failure) {
      setFormError(worded(failure, words.reloadFailed));
    } finally {
      setBusy(false);
    }
  }

  return {
    product,
    draft,
    errors,
    noteErrors,
    formError,
    stale,
    busy,
    notice,
    set,
    nameNoteUr,
    addImage,
    showProblems,
    save,
    setArchived,
    reload,
    adopt,
  };
}

export type ProductEditorState = ReturnType<typeof useProductEditor>;
