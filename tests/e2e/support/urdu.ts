/**
 * What an Urdu page shows a shopper that is still English. Every text a shopper can see or hear is read: the
 * rendered text nodes (words only a screen reader reaches included) and the names, placeholders and alternative texts
 * of rendered elements. Allowed as they are: the names of the perfumes (never their English descriptions: an Urdu
 * page says each in Urdu), the running sale's name and badge, the shop's name, its email, the
 * couriers' names, the switch's 'English', amounts ('Rs. 2,999/-'), order numbers ('FS-10427'), and what the shopper typed into the page's
 * fields.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SCENT_TYPES } from '#schema/catalog/categories';
import { COURIERS } from '#schema/couriers';
import { SHOP } from '#schema/shop';
import { sidewaysOverflow } from './sideways';

interface Listed {
  name: string;
  sale?: { name: string; badge: string } | null;
}

/** The English the Urdu pages may show, from today's catalog: every perfume's name and the sale's. */
export async function allowedEnglish(request: APIRequestContext): Promise<string[]> {
  // 'English': the language switch names English in itself.
  const allowed = new Set<string>([SHOP.name, SHOP.email, ...COURIERS, 'English']);
  for (const type of SCENT_TYPES) {
    const answer = (await (await request.get(`/api/products/category/${type}`)).json()) as { products: Listed[] };
    for (const product of answer.products) {
      allowed.add(product.name);
      if (product.sale) allowed.add(product.sale.name).add(product.sale.badge);
    }
  }
  return [...allowed];
}

/** The English words left on the page once the allowed names, descriptions and amounts are taken out. */
export function englishOn(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allowed) => {
    // Longest first, so 'Blue Mist Intense' goes before 'Blue Mist'.
    const names = [...allowed].sort((a, b) => b.length - a.length);
    const rendered = (element: Element | null) =>
      element !== null &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.closest('[aria-hidden="true"]');
    const left: string[] = [];
    const check = (text: string) => {
      let rest = text;
      for (const name of names) rest = rest.split(name).join(' ');
      rest = rest.replace(/Rs\.? ?[\d,]+(\.\d\d)?(\/-)?/g, ' ').replace(/\b(FS|OIL)-\d+\b/g, ' ');
      if (/[A-Za-z]/.test(rest)) left.push(text.trim());
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // translate="no" marks what shoppers wrote (reviews, their names): theirs, in whatever language they wrote it.
      if (!parent || parent.closest('script, style, noscript, template, [translate="no"]') || !rendered(parent))
        continue;
      check(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [aria-roledescription], [placeholder], img[alt], [title]',
    )) {
      if (!rendered(element)) continue;
      for (const attribute of ['aria-label', 'aria-roledescription', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) check(value);
      }
    }
    // What the shopper typed is theirs: a field's value is not a text node, so it is never read.
    return left;
  }, allowed);
}

/** The page answers in Urdu, right to left, shows no English beyond the allowed, and fits a 360 px phone. */
export async function expectUrduPage(page: Page, allowed: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await englishOn(page, allowed)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBe(0);
}

/**
 * The words of three or more Latin letters an Urdu screen still shows inside `part`: its visible text nodes, the
 * options of its visible lists, and its names, placeholders and titles. Taken out first: the `allowed` texts (what
 * the shop's data holds as written: perfumes', oils', people's and couriers' names, addresses, tracking numbers),
 * email addresses, the shop's own web addresses ('/perfumes/khas'), order numbers ('FS-10427', 'OIL-10001'), and
 * the few Latin words the Urdu shop writes as they are: 'Rs' before an amount, 'COD' for cash on delivery's fee,
 * 'ml' after a volume, 'WhatsApp' where a button names the app and 'CSV', the kind of file a courier's portal and a
 * spreadsheet save. What people named or wrote (a customer's name, a perfume's, a review's words) is marked
 * translate="no", as on the shop's pages: it is skipped, and where a name is also said in a label ('Edit Khas') it
 * is taken out there too.
 */
export function latinWordsIn(part: Locator, allowed: string[]): Promise<string[]> {
  return part.evaluate((root, allowed) => {
    const written = [...root.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim() ?? '');
    const names = [...allowed, ...written.filter(Boolean), 'Rs', 'COD', 'ml', 'WhatsApp', 'CSV'].sort(
      (a, b) => b.length - a.length,
    );
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"]');
    const left: string[] = [];
    const check = (text: string) => {
      let rest = text
        .replace(/\S+@\S+\.\w+/g, ' ')
        .replace(/\/[a-z0-9/-]+/g, ' ')
        .replace(/\b[A-Z]{2,3}-\d+\b/g, ' ');
      for (const name of names) rest = rest.split(name).join(' ');
      if (/[A-Za-z]{3,}/.test(rest)) left.push(text.trim());
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text box's words are the shop's own data (a perfume's English description), not the console's.
      if (!parent || parent.closest('script, style, noscript, template, textarea, [translate="no"]')) continue;
      const select = parent.closest('select');
      if (select ? shown(select) : shown(parent)) check(node.textContent ?? '');
    }
    for (const element of root.querySelectorAll('[aria-label], [aria-roledescription], [placeholder], [title]')) {
      if (!shown(element)) continue;
      for (const attribute of ['aria-label', 'aria-roledescription', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) check(value);
      }
    }
    return left;
  }, allowed);
}
