import { describe, expect, it } from 'vitest';
import { SCENT_TYPES } from '../catalog/categories';
import { CONCENTRATIONS } from '../catalog/concentrations';
import { SEED_NOTES } from '../catalog/notes';
import { CONCENTRATIONS_UR, noteIn, NOTES_UR, SCENT_TYPES_UR } from './ur-notes';

/** Urdu letters; a gloss in brackets, as in ووڈی (لکڑی کی مہک), is Urdu too. */
const URDU = /^[\u0600-\u06ff ()]+$/;

describe('notes, scent types and concentrations in Urdu', () => {
  it('names every note of the catalog, every scent type and every concentration in Urdu script', () => {
    const notes = new Set(Object.values(SEED_NOTES).flatMap((n) => [...n.top, ...n.heart, ...n.base]));
    for (const note of notes) expect(NOTES_UR[note], note).toMatch(URDU);
    for (const type of SCENT_TYPES) expect(SCENT_TYPES_UR[type], type).toMatch(URDU);
    for (const concentration of CONCENTRATIONS) expect(CONCENTRATIONS_UR[concentration]).toMatch(URDU);
  });

  it('says the local names, and keeps a note it does not know as the catalog writes it', () => {
    expect(noteIn('ur', 'Rose')).toBe('گلاب');
    expect(noteIn('ur', 'Chambeli')).toBe('چنبیلی');
    expect(noteIn('ur', 'Oud')).toBe('عود');
    expect(noteIn('ur', 'Sandalwood')).toBe('صندل');
    expect(noteIn('ur', 'Ylang-Ylang')).toBe('Ylang-Ylang');
    expect(noteIn('en', 'Rose')).toBe('Rose');
  });
});
