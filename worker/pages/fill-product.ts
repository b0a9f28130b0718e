/**
 * Fills the product template (site/pages/product-template.astro) with one perfume from D1, as the build would have
 * written its page: the head's title, description, canonical and link-preview tags, the Product and breadcrumb
 * JSON-LD, the name, kind, notes, description and categories, and the islands' HTML as they show it (the photos, the
 * price, sale badge, stock and Add to Cart, the share menu) with their props (Astro's serialised form), from which
 * they render afresh when the shopper reaches for them.
 * Cloudflare's HTMLRewriter streams the template through, so the page costs the Worker one D1 read and no parsing.
 */
import { categoryRoute, isCategory, SCENT_TYPES, type Category } from '#schema/catalog/categories';
import { descriptionIn, type PageFacts } from '#schema/catalog/product-page';
import { isOnSale } from '#schema/payloads/products';
import { drawnPreviewPath, hasPhoto, previewUrl, SHOP_PREVIEW, thumbnailUrl } from '#schema/media';
import { SHOP } from '#schema/shop';
import { GALLERY_SIZES, photoSources } from '#schema/pages/photos';
import { breadcrumbJsonLd, productJsonLd, scriptJson } from '#schema/pages/product-json-ld';
import { askAboutLink, whatsappShareLink } from '#schema/pages/share-links';
import { stockText } from '#schema/pages/stock-state';
import { CATALOG_WORDS } from '#schema/i18n/catalog';
import { CATEGORY_WORDS } from '#schema/i18n/categories';
import { DICTIONARIES, englishIn, hrefIn, type Lang } from '#schema/i18n/languages';
import { PRODUCT_WORDS } from '#schema/i18n/product';
import { WIDGET_WORDS } from '#schema/i18n/widgets';
import { noteIn } from '#schema/i18n/ur-notes';
import { listPrice } from '#schema/money';
import { saleBadgeIn } from '#schema/catalog/sale-words';
import { paths } from '#schema/paths';
import { addressPage, setAttribute } from './page-address';

export interface PagePerfume extends PageFacts {
  id: string;
  slug: string;
  scentType: Category;
}

export interface FillOptions {
  /** Whether the build drew a link preview of this perfume's drawing (it draws one for each of the seed's drawings). */
  hasDrawnPreview: boolean;
  /** The page's language: the template it fills is that language's. */
  lang: Lang;
}

/** An island's props as Astro serialises them: every value as [type, value], 0 a plain value, 1 an array. */
export function islandProps(props: Record<string, unknown>): string {
  const serialised = (value: unknown): unknown => {
    if (Array.isArray(value)) return [1, value.map(serialised)];
    if (value !== null && typeof value === 'object') return [0, each(value as Record<string, unknown>)];
    return [0, value];
  };
  const each = (object: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(object).map(([key, value]) => [key, serialised(value)]));
  return JSON.stringify(each(props));
}

/** Text for HTML the Worker writes (a shopper's review, a perfume's name): never read as markup. */
export function escapeHtml(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
  return text.replace(/[&<>"]/g, (ch) => entities[ch] ?? ch);
}

/** A price as PriceTag draws it: the struck-through original first while on sale, left to right. */
export function priceHtml(perfume: Pick<PagePerfume, 'price' | 'compareAtPrice'>, lang: Lang): string {
  const words = CATALOG_WORDS[lang].cart;
  const price = (rupees: number) => `<bdi dir="ltr">${escapeHtml(listPrice(rupees))}</bdi>`;
  const now = price(perfume.price);
  if (!isOnSale(perfume) || perfume.compareAtPrice === null) return `<span>${now}</span>`;
  const was = price(perfume.compareAtPrice);
  const hidden = (text: string) => `<span class="visually-hidden">${escapeHtml(text)}</span>`;
  return `<s>${hidden(words.was)}${was}</s><span>${hidden(words.now)}${now}</span>`;
}

/** The gallery's thumbnails as Gallery draws them, the first one shown: only for a perfume with more than one photo. */
function thumbnailsHtml(images: string[], photo: (index: number) => string, lang: Lang): string {
  const words = WIDGET_WORDS[lang].gallery;
  const items = images.map(
    (url, index) =>
      `<li><button type="button" aria-label="${escapeHtml(words.show(photo(index)))}" aria-pressed="${index === 0}">` +
      `<img src="${escapeHtml(thumbnailUrl(url))}" alt="" width="72" height="72" loading="lazy"></button></li>`,
  );
  return `<ul class="gallery-thumbnails">${items.join('')}</ul>`;
}

/** 'Find it in: Woody Perfumes, Male, Winter': the scent type's page, then each other tag's. */
function categoriesHtml(perfume: PagePerfume, lang: Lang): string {
  const words = PRODUCT_WORDS[lang];
  const link = (category: Category, label: string) =>
    `<a href="${escapeHtml(hrefIn(lang, `/${categoryRoute(category)}`))}">${escapeHtml(label)}</a>`;
  const others = perfume.categories.filter(
    (tag): tag is Category => isCategory(tag) && !(SCENT_TYPES as readonly string[]).includes(tag),
  );
  const type = link(perfume.scentType, CATEGORY_WORDS[lang].titles[perfume.scentType]);
  const tags = others.map((tag) => link(tag, DICTIONARIES[lang].categories[tag]));
  return [`${escapeHtml(words.findIn)} ${type}`, ...tags].join(escapeHtml(words.comma));
}

/** The link preview: the owner's photo's (made when it was uploaded), else the build's drawing, else the shop's. */
function previewOf(perfume: PagePerfume, { hasDrawnPreview }: FillOptions): string {
  if (hasPhoto(perfume.images)) return previewUrl(perfume.images[0]!);
  const drawn = drawnPreviewPath(perfume.images[0] ?? '');
  return hasDrawnPreview && drawn ? drawn : SHOP_PREVIEW;
}

export function fillProductPage(template: Response, perfume: PagePerfume, options: FillOptions): Response {
  const { lang } = options;
  const words = PRODUCT_WORDS[lang];
  const english = paths.perfume(perfume.slug);
  const path = hrefIn(lang, english);
  const kind = words.kind(perfume.concentration, perfume.sizeMl);
  const type = CATEGORY_WORDS[lang].titles[perfume.scentType];
  const title = `${perfume.name}, ${kind}`;
  const shown = descriptionIn(lang, perfume);
  const description = words.description(perfume.name, kind, shown.text);
  const offer = {
    _id: perfume.id,
    slug: perfume.slug,
    name: perfume.name,
    price: perfume.price,
    compareAtPrice: perfume.compareAtPrice,
    sale: perfume.sale,
    inStock: perfume.inStock,
    stockLeft: perfume.stockLeft,
  };
  const setText = (text: string) => ({ element: (e: Element) => void e.setInnerContent(text) });
  const setValue = (name: string, value: () => string) => ({
    element: (e: Element) => setAttribute(e, name, value()),
  });
  const tier = (words: string[]) => ({
    element: (e: Element) => void (words.length === 0 ? e.remove() : undefined),
  });
  const main = photoSources(perfume.images[0] ?? '');
  const gallery = WIDGET_WORDS[lang].gallery;
  const photo = (index: number) => gallery.photo(perfume.name, index + 1, perfume.images.length);
  const cart = CATALOG_WORDS[lang].cart;
  const notes = (tier: string[]) => tier.map((note) => noteIn(lang, note)).join(words.comma);
  // The language switch and the search engines' alternates name this perfume's page in both languages.
  const twin = (other: Lang) => hrefIn(other, english);
  const { rewriter, absolute } = addressPage(new HTMLRewriter(), lang, twin);
  const pageUrl = () => new URL(absolute(path));

  return rewriter
    .on('.lang-switch a[data-lang]', {
      element: (e) => setAttribute(e, 'href', twin(e.getAttribute('data-lang') === 'ur' ? 'ur' : 'en')),
    })
    .on('title', setText(`${title} | ${SHOP.name}`))
    .on(
      'meta[name="description"]',
      setValue('content', () => description),
    )
    .on(
      'meta[property="og:title"]',
      setValue('content', () => `${title} | ${SHOP.name}`),
    )
    .on(
      'meta[property="og:description"]',
      setValue('content', () => description),
    )
    .on(
      'meta[property="og:image"]',
      setValue('content', () => absolute(previewOf(perfume, options))),
    )
    .on(
      'meta[property="og:image:alt"]',
      setValue('content', () => words.imageAlt(perfume.name)),
    )
    .on('script[data-fill="product-ld"]', {
      element(e) {
        const ld = productJsonLd(
          {
            name: perfume.name,
            description: shown.text,
            sku: perfume.id,
            images: perfume.images.map(absolute),
            price: perfume.price,
            compareAtPrice: isOnSale(perfume) ? perfume.compareAtPrice : null,
            inStock: perfume.inStock,
            category: type,
            sizeMl: perfume.sizeMl,
          },
          pageUrl(),
          SHOP.name,
        );
        e.setInnerContent(scriptJson(ld), { html: true });
      },
    })
    .on('script[data-fill="breadcrumb-ld"]', {
      element(e) {
        const crumbs = [
          { name: DICTIONARIES[lang].nav.home, url: new URL(absolute(hrefIn(lang, paths.home))) },
          { name: type, url: new URL(absolute(hrefIn(lang, `/${categoryRoute(perfume.scentType)}`))) },
          { name: perfume.name, url: pageUrl() },
        ];
        e.setInnerContent(scriptJson(breadcrumbJsonLd(crumbs)), { html: true });
      },
    })
    .on('[data-fill="type"]', {
      element(e) {
        setAttribute(e, 'href', hrefIn(lang, `/${categoryRoute(perfume.scentType)}`));
        e.setInnerContent(type);
      },
    })
    .on('[data-fill="name"]', setText(perfume.name))
    .on('[data-fill="kind"]', setText(kind))
    .on('.gallery-main', {
      element(e) {
        setAttribute(e, 'aria-label', gallery.zoom(photo(0)));
        if (perfume.images.length > 1) e.after(thumbnailsHtml(perfume.images, photo, lang), { html: true });
      },
    })
    .on('.gallery-main img', {
      element(e) {
        setAttribute(e, 'src', main.src);
        if (main.srcset) {
          setAttribute(e, 'srcset', main.srcset);
          setAttribute(e, 'sizes', GALLERY_SIZES);
        } else ['srcset', 'sizes'].forEach((name) => e.removeAttribute(name));
      },
    })
    .on('.gallery-thumbnails', { element: (e) => void e.remove() })
    .on(
      '.gallery-zoom',
      setValue('aria-label', () => photo(0)),
    )
    .on('.gallery-zoom img', {
      element(e) {
        setAttribute(e, 'src', perfume.images[0] ?? '');
        setAttribute(e, 'alt', photo(0));
      },
    })
    .on(
      'astro-island[component-url*="/Gallery."]',
      setValue('props', () => islandProps({ name: perfume.name, images: perfume.images, lang })),
    )
    .on(
      'astro-island[component-url*="/ProductOffer."]',
      setValue('props', () => islandProps({ offer, lang })),
    )
    .on(
      'astro-island[component-url*="/ShareButton."]',
      setValue('props', () => islandProps({ name: perfume.name, url: pageUrl().href, lang })),
    )
    .on('.offer .sale-badge', { element: (e) => void e.remove() })
    .on('.offer .offer-price', {
      element(e) {
        if (perfume.sale)
          e.before(`<span class="sale-badge">${escapeHtml(saleBadgeIn(lang, perfume.sale))}</span>`, { html: true });
        e.setInnerContent(priceHtml(perfume, lang), { html: true });
      },
    })
    .on('.offer .stock', {
      element(e) {
        setAttribute(e, 'class', perfume.inStock ? (perfume.stockLeft ? 'stock low' : 'stock') : 'stock out');
        e.setInnerContent(stockText(perfume.inStock, perfume.stockLeft, lang));
      },
    })
    .on(
      '.offer .quantity',
      setValue('aria-label', () => cart.quantityOf(perfume.name)),
    )
    .on('.offer .add-to-cart', {
      element(e) {
        if (!perfume.inStock) {
          e.setAttribute('disabled', '');
          return void e.setInnerContent(cart.outOfStock);
        }
        e.removeAttribute('disabled');
        const name = `<span class="visually-hidden"> ${escapeHtml(perfume.name)}</span>`;
        e.setInnerContent(`${escapeHtml(cart.add)}${name}`, { html: true });
      },
    })
    .on(
      '.share-menu a',
      setValue('href', () => whatsappShareLink(perfume.name, pageUrl().href, lang)),
    )
    .on(
      '[data-fill="ask"]',
      setValue('href', () => askAboutLink(perfume.name, pageUrl().href, lang)),
    )
    .on('.pyramid .top', tier(perfume.notes.top))
    .on('.pyramid .heart', tier(perfume.notes.heart))
    .on('.pyramid .base', tier(perfume.notes.base))
    .on('.pyramid .top dd', setText(notes(perfume.notes.top)))
    .on('.pyramid .heart dd', setText(notes(perfume.notes.heart)))
    .on('.pyramid .base dd', setText(notes(perfume.notes.base)))
    .on('[data-fill="description"]', {
      // The template's paragraph is marked as English; the owner's Urdu description is read as the page's own.
      element(e) {
        e.removeAttribute('lang');
        e.removeAttribute('dir');
        const english = shown.english ? englishIn(lang) : {};
        for (const [name, value] of Object.entries(english)) setAttribute(e, name, value);
        e.setInnerContent(shown.text);
      },
    })
    .on('[data-fill="categories"]', {
      element: (e) => void e.setInnerContent(categoriesHtml(perfume, lang), { html: true }),
    })
    .transform(new Response(template.body, template));
}
