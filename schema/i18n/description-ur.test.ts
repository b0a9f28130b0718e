import { describe, expect, it } from 'vitest';
import { descriptionFor, descriptionUrOf, notesSentenceUr } from './description-ur';

const LATIN = /[A-Za-z]/;

describe('the Urdu description', () => {
  it('says the notes in Urdu, tier by tier, listing the last one with اور', () => {
    expect(
      notesSentenceUr({ top: ['Bergamot', 'Cardamom'], heart: ['Rose'], base: ['Cedar', 'Vetiver', 'Amber'] }),
    ).toBe(
      'اس خوشبو کا آغاز برگاموٹ اور الائچی سے ہوتا ہے، اس کے دل میں گلاب کی مہک ہے، اور آخر میں دیودار، خس اور عنبر کی دیرپا خوشبو جلد پر رہ جاتی ہے۔',
    );
  });

  it('leaves out an empty tier, and says something Urdu with no notes at all', () => {
    expect(notesSentenceUr({ top: [], heart: ['Rose'], base: [] })).toBe('اس کے دل میں گلاب کی مہک ہے۔');
    expect(notesSentenceUr({ top: [], heart: [], base: ['Oud'] })).toBe('اس کی عود کی دیرپا خوشبو جلد پر رہ جاتی ہے۔');
    expect(notesSentenceUr({ top: [], heart: [], base: [] })).not.toMatch(LATIN);
  });

  it("names the notes as the owner did in Urdu, the list's word otherwise, and one nobody named left to right", () => {
    const notes = { top: ['Pink Pepper'], heart: ['Velvet Rose', 'Black Orchid'], base: ['Pink Sugar'] };
    expect(notesSentenceUr(notes, { 'Black Orchid': 'کالا آرکڈ' })).toBe(
      'اس خوشبو کا آغاز گلابی مرچ سے ہوتا ہے، اس کے دل میں مخملی گلاب اور کالا آرکڈ کی مہک ہے، اور آخر میں \u2066Pink Sugar\u2069 کی دیرپا خوشبو جلد پر رہ جاتی ہے۔',
    );
    const perfume = { descriptionUr: null, notes, notesUr: { 'Pink Sugar': 'گلابی شکر' } };
    expect(descriptionUrOf(perfume)).toContain('آخر میں گلابی شکر کی دیرپا');
  });

  it("is the owner's Urdu description when given, else the notes' sentence; never the English one", () => {
    const notes = { top: ['Saffron'], heart: ['Rose'], base: ['Oud'] };
    expect(descriptionUrOf({ descriptionUr: 'مالک کی تحریر۔', notes, notesUr: {} })).toBe('مالک کی تحریر۔');
    for (const descriptionUr of [null, '  ']) {
      const text = descriptionUrOf({ descriptionUr, notes, notesUr: {} });
      expect(text).toBe(notesSentenceUr(notes));
      expect(text).not.toMatch(LATIN);
    }
    const product = { description: 'Rose and oud.', descriptionUr: 'گلاب اور عود۔' };
    expect(descriptionFor('ur', product)).toBe('گلاب اور عود۔');
    expect(descriptionFor('en', product)).toBe('Rose and oud.');
  });
});
