import { describe, expect, it } from 'vitest';
import { SCENT_TYPES } from '../catalog/categories';
import { CONCENTRATIONS } from '../catalog/concentrations';
import { SEED_NOTES } from '../catalog/notes';
import { CONCENTRATIONS_UR, noteIn, NOTES_UR, notesWithoutUrdu, SCENT_TYPES_UR, urduNoteOf } from './ur-notes';

/** Urdu letters; a gloss in brackets, as in ووڈی (لکڑی کی مہک), is Urdu too. */
const URDU = /^[\u0600-\u06ff ()]+$/;

describe('notes, scent types and concentrations in Urdu', () => {
  it('names every note of the catalog, every scent type and every concentration in Urdu script', () => {
    const notes = new Set(Object.values(SEED_NOTES).flatMap((n) => [...n.top, ...n.heart, ...n.base]));
    for (const note of notes) expect(NOTES_UR[note], note).toMatch(URDU);
    for (const [note, urdu] of Object.entries(NOTES_UR)) expect(urdu, note).toMatch(URDU);
    for (const type of SCENT_TYPES) expect(SCENT_TYPES_UR[type], type).toMatch(URDU);
    for (const concentration of CONCENTRATIONS) expect(CONCENTRATIONS_UR[concentration]).toMatch(URDU);
  });

  it('says the local names, and keeps a note it does not know as the catalog writes it', () => {
    expect(noteIn('ur', 'Rose')).toBe('گلاب');
    expect(noteIn('ur', 'Chambeli')).toBe('چنبیلی');
    expect(noteIn('ur', 'Oud')).toBe('عود');
    expect(noteIn('ur', 'Sandalwood')).toBe('صندل');
    expect(noteIn('ur', 'Pink Sugar')).toBe('Pink Sugar');
    expect(noteIn('en', 'Rose')).toBe('Rose');
  });

  it('knows the common notes an owner types: orris, velvet rose, myrrh, ylang-ylang, kewra', () => {
    expect(noteIn('ur', 'Orris')).toBe('سوسن کی جڑ');
    expect(noteIn('ur', 'Velvet Rose')).toBe('مخملی گلاب');
    expect(noteIn('ur', 'Myrrh')).toBe('مر مکی');
    expect(noteIn('ur', 'Ylang-Ylang')).toBe('یلانگ یلانگ');
    expect(noteIn('ur', 'Kewra')).toBe('کیوڑہ');
  });

  it('finds a note however the owner cased or spaced it', () => {
    expect(noteIn('ur', 'pink  pepper')).toBe('گلابی مرچ');
    expect(noteIn('ur', ' TONKA BEAN ')).toBe('ٹونکا بین');
  });

  it("says the owner's own Urdu name first, then the list's; none for a note nobody named", () => {
    const own = { Rose: 'تازہ گلاب', 'Black Orchid': 'کالا آرکڈ', Musk: '  ' };
    expect(noteIn('ur', 'Rose', own)).toBe('تازہ گلاب');
    expect(noteIn('ur', 'Black Orchid', own)).toBe('کالا آرکڈ');
    expect(noteIn('ur', 'Musk', own)).toBe('مشک');
    expect(noteIn('en', 'Rose', own)).toBe('Rose');
    expect(urduNoteOf('Pink Sugar', own)).toBeUndefined();
    // A note's name is never read as one of an object's own words.
    expect(noteIn('ur', 'constructor')).toBe('constructor');
    expect(notesWithoutUrdu(['Rose', 'Black Orchid', 'Pink Sugar', 'constructor'], own)).toEqual([
      'Pink Sugar',
      'constructor',
    ]);
  });
});
