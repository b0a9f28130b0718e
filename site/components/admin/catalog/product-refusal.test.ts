import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#site/lib/api';
import { CONSOLE_WORDS } from '../../../i18n/console';
import { refusedIn } from '../console-words';
import { productFieldOf, productRefusalOf, urduNoteOf } from './product-refusal';

/** The refusal as the English console places and words it: the server's own sentence. */
const inEnglish = (failure: unknown, fallback: string) =>
  productRefusalOf(failure, fallback, (refusal, otherwise) => refusedIn('en', refusal, otherwise));

describe('productFieldOf', () => {
  it.each([
    ['name', 'name'],
    ['compareAtPrice', 'compareAtPrice'],
    ['notes.top.2', 'notesTop'],
    ['notes.heart', 'notesHeart'],
    ['notes.base.0', 'notesBase'],
    ['notes', 'notesTop'],
    ['images.0', 'images'],
    ['genders.1', 'genders'],
    ['stock', 'stock'],
  ])('%s is shown beside %s', (path, field) => {
    expect(productFieldOf(path)).toBe(field);
  });

  it('leaves paths the form has no field for, and none, at the top of the form', () => {
    expect(productFieldOf('version')).toBeNull();
    expect(productFieldOf('constructor')).toBeNull();
    expect(productFieldOf(undefined)).toBeNull();
  });
});

describe('urduNoteOf', () => {
  it('names the note whose Urdu name box a refusal is about, and no note for any other path', () => {
    expect(urduNoteOf('notesUr.Orris')).toBe('Orris');
    expect(urduNoteOf('notesUr.St. John’s Wort')).toBe('St. John’s Wort');
    expect(productFieldOf('notesUr.Orris')).toBe('notesUr');
    expect(urduNoteOf('notesUr')).toBeNull();
    expect(urduNoteOf('notes.heart.0')).toBeNull();
    expect(urduNoteOf(undefined)).toBeNull();
  });
});

describe('productRefusalOf', () => {
  it('places a refusal by its code and field whatever its words say', () => {
    const taken = inEnglish(new ApiFailure(409, 'There is already a product called Saba.', 'name_taken', 'name'), '');
    const reworded = inEnglish(new ApiFailure(409, 'Saba is taken: pick another.', 'name_taken', 'name'), '');
    expect([taken.field, taken.stale]).toEqual(['name', false]);
    expect([reworded.field, reworded.stale]).toEqual(['name', false]);
  });

  it('offers Reload on stale_version, not on words about someone else', () => {
    expect(inEnglish(new ApiFailure(409, 'Changed meanwhile.', 'stale_version'), '').stale).toBe(true);
    const worded = inEnglish(new ApiFailure(409, 'This product was changed by someone else.', 'address_taken'), '');
    expect(worded.stale).toBe(false);
    expect(worded.field).toBeNull();
  });

  it('keeps server failures and lost connections at the top with the fallback when they say nothing', () => {
    expect(inEnglish(new ApiFailure(500, '', 'internal', 'name'), 'Could not save.')).toEqual({
      message: 'Could not save.',
      field: null,
      note: null,
      stale: false,
    });
    expect(inEnglish(new Error('boom'), 'Could not save.').message).toBe('Could not save.');
  });

  it('words a refusal beside its field in the console’s language: Urdu words for its code, never the server’s English', () => {
    const taken = new ApiFailure(409, 'There is already a product called Saba.', 'name_taken', 'name');
    expect(inEnglish(taken, 'Could not save.').message).toBe('There is already a product called Saba.');
    const own = CONSOLE_WORDS.ur.catalog.editor.refusals;
    const inUrdu = productRefusalOf(taken, 'محفوظ نہیں ہو سکا۔', (failure, fallback) =>
      refusedIn('ur', failure, fallback, own),
    );
    expect(inUrdu).toEqual({ message: own.name_taken, field: 'name', note: null, stale: false });
  });
});

describe('an Urdu name of a note refused by its rule, in the Urdu perfume form', () => {
  const { rules } = CONSOLE_WORDS.ur.catalog.editor;
  const fields = {
    label: (path: string) => (urduNoteOf(path) ?? '') + CONSOLE_WORDS.ur.catalog.fields.noteUrOf,
    rules,
  };
  const fallback = CONSOLE_WORDS.ur.catalog.editor.refusals.invalid!;
  const refused = (field: string, rule: NonNullable<ApiFailure['about']['rule']>) =>
    refusedIn('ur', new ApiFailure(400, 'English.', 'invalid', field, null, { rule }), fallback, {}, fields);

  it('says a note named by the Urdu names holds hidden characters in its own words, not in the Urdu typed', () => {
    const said = refused('notesUr.Ro\u200bse', { name: 'named_note_hidden_characters' });
    expect(said).toBe(
      'جس نوٹ کا اردو نام بھیجا گیا، اس نوٹ کے اپنے نام میں نئی سطر یا چھپے ہوئے حروف ہیں (جو اکثر کہیں سے کاپی کرنے پر ساتھ آ جاتے ہیں)۔ براہِ کرم نوٹس کے خانوں میں نوٹ کا نام خود ٹائپ کریں۔',
    );
  });

  it('says more than 18 Urdu names are more than the notes can be, with both limits', () => {
    expect(refused('notesUr', { name: 'too_big', limit: 18, of: 'list' })).toBe(
      'ہر درجے میں زیادہ سے زیادہ \u20666\u2069 نوٹس ہوتے ہیں، اس لیے اردو نام بھی زیادہ سے زیادہ \u206618\u2069 لکھے جا سکتے ہیں۔ براہِ کرم کچھ نوٹس ہٹائیں۔',
    );
  });

  it('names the box of an Urdu name with hidden characters, as before', () => {
    expect(refused('notesUr.Orris', { name: 'hidden_characters' })).toMatch(
      /^Orris کے اردو نام میں نئی سطر یا چھپے ہوئے حروف نہیں ہو سکتے/,
    );
  });
});
