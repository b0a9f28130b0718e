/**
 * The shop's WhatsApp messages in Urdu, for orders placed from an Urdu page. Order numbers, amounts, phone and
 * tracking numbers are wrapped in left-to-right isolates (U+2066 … U+2069), so 'FS-10427' and 'Rs 4,797' read as
 * written inside the right-to-left sentence instead of turning into '10427-FS'. Links stand on their own line, where
 * they read left to right anyway and WhatsApp still makes them tappable.
 */
import { leftToRight as ltr } from '#schema/i18n/languages';
import type { MessageWords } from '../en/messages';
import { buying } from './buying';

export const messages: MessageWords = {
  greeting: (name, shop) => `السلام علیکم ${name}، ${shop} کی طرف سے۔`,
  reply: 'تصدیق کے لیے "جی ہاں" لکھ بھیجیں، یا بتائیں کہ کیا بدلنا ہے۔ جزاک اللہ!',
  confirmLink: (url) => `ایک ٹیپ میں تصدیق کریں یا منسوخ کریں:\n${url}`,
  order: {
    ask: (order) => `براہِ کرم اپنے آرڈر ${ltr(order)} کی تصدیق کریں:`,
    // The size as the Urdu receipt says it: '50 ملی لیٹر', not '50ml'.
    line: (name, format, quantity, amount) => `- ${name} (${buying.size(format)}) × ${ltr(quantity)} = ${ltr(amount)}`,
    shipping: (amount) => `ڈیلیوری: ${amount ? ltr(amount) : 'مفت'}`,
    total: (amount) => `ڈیلیوری پر ادا کرنے کی کل رقم: ${ltr(amount)}`,
    deliverTo: (place) => `پتا: ${place}`,
    trackLink: (url) => `اپنا آرڈر یہاں دیکھیں:\n${url}`,
  },
  oils: {
    ask: (order) => `براہِ کرم عطر کے اپنے آرڈر ${ltr(order)} کی تصدیق کریں:`,
    line: (name, volume, amount) => `- ${name}، ${ltr(volume)} ملی لیٹر = ${ltr(amount)}`,
    total: (amount) => `کل رقم: ${ltr(amount)}`,
    deliverTo: (city) => `شہر: ${city}`,
  },
  tracking: {
    onItsWay: (order, courier) => `آپ کا آرڈر ${ltr(order)} ${courier} کے ذریعے روانہ ہو چکا ہے۔`,
    number: (number) => `ٹریکنگ نمبر: ${ltr(number)}`,
    followOn: (courier, url) => `${courier} کی ویب سائٹ پر دیکھیں:\n${url}`,
    orHere: (url) => `یا یہاں:\n${url}`,
    trackHere: (url) => `یہاں دیکھیں:\n${url}`,
    cash: (amount) => `براہِ کرم کورئیر کے لیے ${ltr(amount)} نقد تیار رکھیں۔ جزاک اللہ!`,
    otherCourier: 'کورئیر',
  },
  thanks: {
    greeting: (name, shop) => `السلام علیکم ${name}، ${shop} سے خریداری کا شکریہ!`,
    enjoy: (order) => `امید ہے آپ کو اپنا آرڈر ${ltr(order)} پسند آئے گا۔`,
    review: (url) => `کچھ دن استعمال کے بعد اپنی رائے ضرور دیں:\n${url}`,
  },
  staffInvite: (shop, until, url) =>
    `السلام علیکم! یہ لنک آپ کو ${shop} کے عملے میں شامل کرتا ہے۔ اسے کھولیں، لاگ ان کریں یا اکاؤنٹ بنائیں، اور "عملے میں شامل ہوں" دبائیں۔ یہ ایک بار، ${until} تک کام کرے گا:\n${url}`,
  passwordReset: (until, url) =>
    `اپنے اکاؤنٹ کا نیا پاس ورڈ چننے کے لیے یہ لنک کھولیں۔ یہ ایک بار، ${until} تک کام کرے گا:\n${url}`,
  quoteReply: (name, shop) => `السلام علیکم ${name}، ${shop} کی طرف سے آپ کی قیمت کی درخواست کے بارے میں۔`,
};
