/**
 * A refused field's problem in Urdu, by the rule the server says it broke (schema/payloads/broken-rule.ts) and the
 * field's own label on the form, with the rule's limit as the English says it ('at most 1,000,000'): never the
 * server's English translated, nor guessed from it. Each sentence says what is wrong and what to do. A label may be
 * in its oblique form (a note's Urdu name is labelled 'Orris کے اردو نام'), so it is followed by a postposition (میں،
 * کے لیے) wherever the sentence allows: it then reads right whichever form the label takes.
 */
import type { BrokenRule, RuleName } from '#schema/payloads/broken-rule';
import { leftToRight } from '#schema/i18n/languages';

/** A limit as the English writes it, with its thousands: 1,000,000. */
const figure = (limit: number | undefined) => leftToRight((limit ?? 0).toLocaleString('en-US'));

function tooBig(label: string, { limit, of }: BrokenRule): string {
  if (of === 'text') return `${label} میں ${figure(limit)} سے زیادہ حروف نہیں ہو سکتے۔ براہِ کرم اسے مختصر کریں۔`;
  if (of === 'list') return `${label} میں ${figure(limit)} سے زیادہ نہیں ہو سکتے۔ براہِ کرم کچھ ہٹائیں۔`;
  return `${label} میں ${figure(limit)} سے بڑا عدد نہیں لیا جاتا۔ براہِ کرم ${figure(limit)} یا اس سے کم لکھیں۔`;
}

function tooSmall(label: string, { limit, of }: BrokenRule): string {
  if (of === 'list') return `${label} میں کم از کم ${figure(limit)} ضروری ہے۔`;
  if (of === 'text') return `${label} میں کم از کم ${figure(limit)} حروف لکھیں۔`;
  if (limit === 0) return `${label} میں صفر سے کم عدد نہیں لیا جاتا۔ براہِ کرم ${figure(0)} یا اس سے زیادہ لکھیں۔`;
  return `${label} میں ${figure(limit)} سے چھوٹا عدد نہیں لیا جاتا۔ براہِ کرم ${figure(limit)} یا اس سے زیادہ لکھیں۔`;
}

/** Said of a field by its label, for each rule a form's field can break. */
export const RULE_PROBLEMS: Record<RuleName, (label: string, rule: BrokenRule) => string> = {
  required: (label) => `${label} ضروری ہے۔ براہِ کرم اسے لکھیں۔`,
  too_small: tooSmall,
  too_big: tooBig,
  whole_number: (label) => `${label} میں پورا عدد لکھیں، اعشاریہ کے بغیر۔`,
  choice: (label) => `${label} کے لیے دی گئی فہرست میں سے چنیں۔`,
  format: (label) => `${label} میں لکھا ہوا درست نہیں۔ براہِ کرم دیکھ کر دوبارہ لکھیں۔`,
  wrong_kind: (label) => `${label} میں لکھا ہوا درست نہیں۔ براہِ کرم دیکھ کر دوبارہ لکھیں۔`,
  hidden_characters: (label) =>
    `${label} میں نئی سطر یا چھپے ہوئے حروف نہیں ہو سکتے (جو اکثر کہیں سے کاپی کرنے پر ساتھ آ جاتے ہیں)۔ براہِ کرم اسے ایک سطر میں خود ٹائپ کریں۔`,
  hidden_characters_in_text: (label) =>
    `${label} میں چھپے ہوئے حروف نہیں ہو سکتے (جو اکثر کہیں سے کاپی کرنے پر ساتھ آ جاتے ہیں)۔ براہِ کرم اسے خود ٹائپ کریں۔`,
  repeated: (label) => `${label} میں ہر ایک صرف ایک بار ہو۔ براہِ کرم دہرایا ہوا ہٹائیں۔`,
  // "اصل قیمت" would be the original price, which is this very field: it is the price now it must be above.
  sale_above_price: (label) => `${label} موجودہ قیمت سے زیادہ ہونی چاہیے، ورنہ اسے خالی چھوڑیں۔`,
  unknown_note: () => 'اردو نام صرف اسی پرفیوم کے اپنے نوٹس کے لکھے جا سکتے ہیں۔',
  // The note's own English words are at fault, not the Urdu typed for it: its label would name the Urdu name's box.
  named_note_hidden_characters: () =>
    'جس نوٹ کا اردو نام بھیجا گیا، اس نوٹ کے اپنے نام میں نئی سطر یا چھپے ہوئے حروف ہیں (جو اکثر کہیں سے کاپی کرنے پر ساتھ آ جاتے ہیں)۔ براہِ کرم نوٹس کے خانوں میں نوٹ کا نام خود ٹائپ کریں۔',
  not_zero: (label) => `${label} میں ${leftToRight(0)} نہیں لیا جاتا۔ براہِ کرم کوئی اور تعداد لکھیں۔`,
  adds_stock: () => 'یہ وجہ اسٹاک بڑھاتی ہے، گھٹاتی نہیں۔ براہِ کرم اسٹاک میں ڈالیں، یا کوئی اور وجہ چنیں۔',
  takes_stock: () =>
    'خراب مال اسٹاک سے نکلتا ہے، اس میں ڈالا نہیں جاتا۔ براہِ کرم اسٹاک سے نکالیں، یا کوئی اور وجہ چنیں۔',
};

/** The field's problem in Urdu: `label` is its label on the form, without a note in brackets after it. */
export const ruleProblem = (rule: BrokenRule, label: string): string =>
  RULE_PROBLEMS[rule.name](label.replace(/ \(.*\)$/, ''), rule);
