/**
 * The console's words for its Catalog: its parts, the perfume list and each perfume's row, the change log and
 * Publish, the perfume editor (its fields, photos and stock) and the oils and sales lists.
 */
import type { AuditAction } from '#schema/answers/audit';
import type { ErrorCode } from '#schema/errors';
import type { StockReason } from '#schema/catalog/limits';
import { CONCENTRATIONS, type Concentration } from '#schema/catalog/concentrations';
import { REASON_LABELS } from '../../components/admin/catalog/stock-labels';
import type { PhotoProblem } from '../../components/admin/catalog/photo-encode';
import type { CourierRestockRule } from '#schema/returns';
import { courierWords } from './console-couriers';
import { orderDate } from '../../components/orders/dates';
import { categoryLabel, SCENT_TYPES, type ScentType } from '#schema/catalog/categories';

export const catalogWords = {
  title: 'Catalog',
  parts: { products: 'Perfumes', sales: 'Sales', oils: 'Oils', audit: 'Change log', publish: 'Publish' },
  scentTypes: Object.fromEntries(SCENT_TYPES.map((type) => [type, categoryLabel(type)])) as Record<ScentType, string>,
  products: {
    add: 'Add a perfume',
    filter: 'Filter perfumes',
    search: 'Search',
    name: 'Name',
    scentType: 'Scent type',
    allTypes: 'All scent types',
    show: 'Show',
    // 'All in the shop', not 'All on sale': it lists every perfume not archived, in a sale or not.
    views: { all: 'All in the shop', low: 'Low stock', out: 'Sold out', archived: 'Archived' },
    submit: 'Show perfumes',
    empty: 'No perfumes match.',
    loading: 'Loading perfumes…',
    showing: (count: number, more: boolean) =>
      `Showing ${count} perfume${count === 1 ? '' : 's'}${more ? ' (more below)' : ''}.`,
    list: 'Perfumes',
    archivedList: 'Archived perfumes',
    loadMore: 'Load more perfumes',
    loadFailed: 'Could not load the perfumes. Please try again.',
  },
  row: {
    stock: (count: number) => `Stock: ${count}`,
    edit: 'Edit',
    editOf: (name: string) => `Edit ${name}`,
  },
  audit: {
    /** What was done, before what it was done to. */
    actions: {
      'product.create': 'Added perfume',
      'product.update': 'Changed perfume',
      'product.archive': 'Archived perfume',
      'product.restore': 'Restored perfume',
      'stock.adjust': 'Adjusted the stock of',
      'product.sizes': 'Changed the tester and sample sizes of',
      'oil.create': 'Added oil',
      'oil.update': 'Changed oil',
      'oil.hide': 'Hid oil',
      'oil.show': 'Showed oil',
      'image.upload': 'Uploaded photo',
      'sale.create': 'Started sale',
      'sale.update': 'Changed sale',
      'sale.delete': 'Deleted sale',
      'role.change': 'Changed the role of',
      'staff.invite': 'Made a staff invite link',
      'staff.join': 'Joined the staff:',
      'reset-link.create': 'Made a password reset link for',
      'phone.block': 'Blocked phone',
      'phone.unblock': 'Unblocked phone',
      'remittance.record': 'Recorded payout',
      'remittance.undo': 'Undid payout',
      'review.approve': 'Approved the review of',
      'review.hide': 'Hid the review of',
      'settings.change': 'Changed the shop settings',
    } satisfies Record<AuditAction, string>,
    aPhoto: 'a photo',
    /** What an entry changed, field by field: 'Price 3,499 → 2,999, sale price off' (audit-changes.ts). */
    said: {
      labels: {
        name: 'Name',
        price: 'Price',
        stock: 'Stock',
        lowStockAt: 'Low stock at',
        sizeMl: 'Size (ml)',
        concentration: 'Kind',
        scentType: 'Scent type',
        genders: 'For',
        seasons: 'Seasons',
        occasions: 'Occasions',
        badge: 'Badge',
        startsAt: 'Starts',
        endsAt: 'Ends',
        role: 'Role',
        total: 'Total',
        courierRestock: 'Parcels the courier returns',
      },
      set: (label: string, value: string) => `${label} ${value}`,
      changed: (label: string, from: string, to: string) => `${label} ${from} → ${to}`,
      join: ', ',
      none: 'none',
      /** A category or a concentration as the catalog stores it ('floral', 'eau de parfum'). */
      category: (id: string) => id,
      concentration: (value: string) => value,
      number: (value: number) => value.toLocaleString('en-PK'),
      moment: (iso: string) => orderDate(iso, 'en'),
      photos: (count: number) => `${count} photo${count === 1 ? '' : 's'}`,
      photosChanged: (from: number, to: number) => `photos ${from} → ${to}`,
      descriptionRewritten: 'description rewritten',
      urduRemoved: 'Urdu description removed',
      urduRewritten: 'Urdu description rewritten',
      saleOff: 'sale price off',
      saleOn: (was: string) => `sale price on (was ${was})`,
      beforeSale: (from: string, to: string) => `price before the sale ${from} → ${to}`,
      notesChanged: 'notes changed',
      notesUrChanged: 'Urdu names of notes changed',
      featuredIn: (where: string) => `on the home page in ${where}`,
      featuredPlaces: { sale: "the home page's sale", miraj: 'the featured spot' } as Record<string, string>,
      featuredOff: 'off the home page',
      archived: 'taken out of the shop',
      restored: 'back in the shop',
      available: 'on the wholesale page',
      hidden: 'hidden from the wholesale page',
      perfumes: (count: number) => `${count} perfume${count === 1 ? '' : 's'}`,
      itemsChanged: 'perfumes or sale prices changed',
      roles: { owner: 'owner', staff: 'staff', shopper: 'customer' } as Record<string, string>,
      /** The shop's rule for the bottles of a parcel the courier returns, as the couriers' section words it. */
      restockRule: (rule: string) => `“${courierWords.restock.rules[rule as CourierRestockRule] ?? rule}”`,
      validUntil: (when: string) => `valid until ${when}`,
      orders: (count: number, written: string) => `${written} order${count === 1 ? '' : 's'}`,
    },
    /** Before who made the change. */
    by: (date: string) => `${date} · by `,
    empty: 'No changes yet.',
    list: 'Changes made',
    loadMore: 'Load more changes',
    loadFailed: 'Could not load the change log. Please try again.',
  },
  editor: {
    back: '← Back to products',
    add: 'Add a perfume',
    archived: ' Archived',
    address: (slug: string) => `Address: /perfumes/${slug}`,
    form: (name: string | null) => (name ? `Edit ${name}` : 'New perfume'),
    reload: 'Reload',
    saving: 'Saving…',
    save: 'Save changes',
    create: 'Add perfume',
    waitingPhotos: 'Waiting for the photos…',
    onSale: 'Sold in the shop',
    archivedExplained: 'Shoppers do not see this perfume. Its past orders and receipts stay as they were.',
    archiveExplained: 'Archiving takes it out of the listings, the cart and its page; its past orders keep it.',
    restore: 'Restore',
    archive: 'Archive',
    /** What a save, an archive or a reload says once done. */
    notices: {
      added: 'Perfume added.',
      unchanged: 'Nothing to save: no field has changed.',
      saved: 'Changes saved.',
      archived: 'Archived: shoppers no longer see it.',
      restored: 'Restored: shoppers see it again.',
      reloaded: 'Reloaded: the other changes are in and yours are kept. Check them and save again.',
      /** The fields the owner changed that the other admin changed too, by their labels. */
      reloadedOver: (fields: string[]) =>
        `Reloaded: the other changes are in and yours are kept. ${fields.join(', ')} ${fields.length === 1 ? 'was' : 'were'} changed by someone else too: saving puts yours in place of theirs. Check them and save again.`,
      saveFailed: 'Could not save the perfume. Please try again.',
      reloadFailed: 'Could not reload the perfume. Please try again.',
    },
    /**
     * The perfume form's refusals by code, beside the field they name, where the console words them itself: English
     * shows the server's own sentence (it names the other perfume, the size), so none here.
     */
    refusals: {} as Partial<Record<ErrorCode, string>>,
    /**
     * The perfume form's own words for a rule a field broke, by `field.rule` (site/components/admin/console-words.ts);
     * any other is said by the field's label and the rule. English shows the server's sentence, so none here.
     */
    rules: {} as Partial<Record<string, string>>,
  },
  fields: {
    name: 'Name',
    description: 'Description',
    descriptionUr: 'Describe it in Urdu (optional)',
    descriptionUrHint:
      'Shown on the Urdu page. Left empty, that page never shows the English description: it describes the perfume by its notes in Urdu, or, with no notes, asks shoppers to ask the shop about it.',
    /** The home page is built when the shop publishes: which perfumes it features is part of it. */
    featuredHint: 'The home page shows a change here after the next publish.',
    notesHint:
      'Notes: a few words each, in English, separated by commas (Bergamot, Pink Pepper); their Urdu names below.',
    notesTop: 'Top notes',
    notesHeart: 'Heart notes',
    notesBase: 'Base notes',
    notesUr: 'Notes in Urdu',
    notesUrHint:
      "How the Urdu pages name each note. Left empty, they say the shop's own Urdu word for it, shown faintly in its box.",
    /** After the note's own name, which the form shows as the owner wrote it: 'Orris in Urdu'. */
    noteUr: ' in Urdu',
    /** After a note's name, its Urdu name's box as a sentence about a refusal names it. */
    noteUrOf: ' in Urdu',
    noUrduYet: 'No Urdu yet',
    /** Before the notes without one, as the owner wrote them. */
    notesWithoutUrdu: 'No Urdu yet, so the Urdu pages show these in English until you write them: ',
    concentration: 'Concentration',
    concentrations: Object.fromEntries(
      CONCENTRATIONS.map((one) => [one, one.charAt(0).toUpperCase() + one.slice(1)]),
    ) as Record<Concentration, string>,
    size: 'Size (ml)',
    price: 'Price (Rs)',
    compareAtPrice: 'Price before the sale (Rs)',
    compareAtPriceHint:
      'Struck through on the card, with no badge and no end date; usually empty. A sale with a name, a badge and dates is made under Sales.',
    inStock: 'In stock: ',
    changeBelow: ' (change it under Stock below)',
    startStock: 'Stock to start with',
    lowStockAt: 'Low-stock level',
    scentType: 'Scent type',
    chooseScentType: 'Choose a scent type',
    genders: 'For',
    seasons: 'Seasons',
    occasions: 'Occasions',
    featured: 'On the home page',
    notFeatured: 'Not featured',
    featuredSale: 'In the home page’s sale',
    featuredMiraj: 'The featured (Miraj) spot',
  },
  photos: {
    legend: (most: number) => `Photos (1 to ${most}; the first is the main one)`,
    list: 'Photos',
    alt: (index: number) => `Photo ${index}${index === 1 ? ', the main one' : ''}`,
    main: 'Main',
    earlier: (index: number) => `Move photo ${index} earlier`,
    later: (index: number) => `Move photo ${index} later`,
    remove: (index: number) => `Remove photo ${index}`,
    add: 'Add photos',
    progress: 'Photo upload',
    tooMany: (most: number, left: number) =>
      `A perfume has at most ${most} photos: ${left} of those picked were left out.`,
    /** 'photo 2 of 3', for the steps below. */
    which: (index: number, count: number) => `photo ${index} of ${count}`,
    preparing: (which: string) => `Preparing ${which}…`,
    uploading: (which: string) => `Uploading ${which}…`,
    thumbnail: (which: string) => `Uploading the thumbnail of ${which}…`,
    preview: (which: string) => `Uploading the link preview of ${which}…`,
    failed: 'It could not be uploaded. Please try again.',
    /** After the file's name: the same photo (the same file, uploaded again) is in the list already, so left out. */
    already: 'This photo is already in the gallery, so it was not added again.',
    /** After the file's name: why it could not be prepared in the browser. */
    problems: {
      unreadable: 'This file could not be read as a photo. Please choose a JPEG, PNG or WebP photo.',
      noCanvas: 'This browser cannot prepare photos. Please try another browser.',
      notEncoded: 'The photo could not be prepared. Please try again.',
    } as Record<PhotoProblem, string>,
    added: (count: number) =>
      `${count} photo${count === 1 ? '' : 's'} added. Save to keep ${count === 1 ? 'it' : 'them'}.`,
  },
  stock: {
    title: (count: number) => `Stock: ${count}`,
    form: 'Adjust stock',
    quantity: 'Quantity',
    reason: 'Reason',
    reasons: REASON_LABELS as Record<StockReason, string>,
    note: 'Note (optional)',
    add: 'Add to stock',
    take: 'Take from stock',
    now: (count: number) => `Stock is now ${count}.`,
    failed: 'Could not change the stock. Please try again.',
    history: 'Stock history',
    none: 'No stock changes yet.',
    after: (count: number) => `, stock after: ${count}`,
    by: (who: string) => ` · by ${who}`,
    theOrder: 'the order',
    /** A written-off return's entry: how many bottles, and why the order came back (its reason in the console's words). */
    writtenOff: (count: number, reason: string) => `${count} written off, returned: ${reason}`,
    /** The notes the shop itself writes in the stock history (a new perfume's first stock), in the console's words. */
    shopNotes: {} as Record<string, string>,
    loading: 'Loading…',
    more: 'Load more history',
    loadFailed: 'Could not load the stock history. Please try again.',
    moreFailed: 'Could not load more of the stock history. Please try again.',
    /** The stock form's own words for a rule its change broke; English shows the server's sentence, so none here. */
    rules: {} as Partial<Record<string, string>>,
  },
  /** A perfume's tester and sample sizes (SizesPanel). */
  sizes: {
    title: 'Tester and sample sizes',
    intro: (ml: number, price: string) =>
      `Besides the ${ml} ml bottle: each smaller size with its own price (below ${price}) and stock. Sales take the same share off them as off the bottle.`,
    size: (n: number) => `Size ${n}`,
    ml: 'Size (ml)',
    price: 'Price (Rs)',
    stock: 'Stock',
    remove: (ml: string) => (ml ? `Remove ${ml} ml` : 'Remove this size'),
    add: 'Add a size',
    save: 'Save sizes',
    saving: 'Saving…',
    saved: 'Sizes saved.',
    readFailed: 'Could not read the sizes. Please reload.',
    saveFailed: 'Could not save the sizes. Please try again.',
    /**
     * The sizes' refusals by code, with the bottle's ml and price already written; English shows the server's
     * sentence, so none here.
     */
    refusals: (_ml: number, _price: string) => ({}) as Partial<Record<ErrorCode, string>>,
    /** A save refused because the list changed since it was shown (an order, or another save): nothing typed is lost. */
    stale:
      'These sizes changed since you opened them (an order, or another save). What you typed is kept: Reload to bring in the other changes, then save again.',
    reload: 'Reload',
    reloaded: 'Reloaded: the other changes are in and yours are kept. Check them and save again.',
    /** The figures the owner typed that someone else changed too, each named by `clash`. */
    reloadedOver: (figures: string[]) =>
      `Reloaded: the other changes are in and yours are kept. ${figures.join(', ')} changed meanwhile too: saving puts yours in place. Check them and save again.`,
    clash: (ml: number, box: string) => `${ml} ml ${box}`,
  },
  oils: {
    addForm: 'Add an oil',
    name: 'Oil name',
    price: 'Price per 25 ml (Rs)',
    add: 'Add oil',
    added: (name: string) => `${name} added.`,
    addFailed: 'Could not add the oil. Please try again.',
    find: 'Find an oil',
    none: 'No oils match.',
    list: 'Oils',
    loadFailed: 'Could not load the oils. Please try again.',
    /** After the oil's name, its price already written. */
    per25: (price: string) => ` ${price} per 25 ml`,
    hidden: 'Hidden',
    rowName: 'Name',
    save: 'Save',
    cancel: 'Cancel',
    hide: 'Hide',
    show: 'Show',
    hideOf: (name: string) => `Hide ${name}`,
    showOf: (name: string) => `Show ${name}`,
    changeFailed: 'Could not change the oil. Please try again.',
    reload: 'Reload',
    /** The oils' refusals by code; English shows the server's sentence (it names the other oil), so none here. */
    refusals: {} as Partial<Record<ErrorCode, string>>,
  },
  sales: {
    newSale: 'New sale',
    none: 'No sales yet.',
    list: 'Sales',
    /** When it runs, its moments already written. */
    when: {
      upcoming: (starts: string, ends: string) => `Starts ${starts}, ends ${ends}`,
      running: (_starts: string, ends: string) => `Running until ${ends}`,
      ended: (_starts: string, ends: string) => `Ended ${ends}`,
    },
    /** The perfumes on sale: the ones archived since are not, and are counted apart. */
    perfumes: (count: number) => `${count} perfume${count === 1 ? '' : 's'}`,
    unsold: (count: number) => `${count} no longer sold`,
    endNow: 'End now',
    delete: 'Delete',
    saved: (name: string) => `${name} saved.`,
    ended: (name: string) => `${name} has ended: its perfumes are back at their own prices.`,
    deleted: (name: string) => `${name} deleted.`,
    endFailed: 'Could not end the sale. Please try again.',
    deleteFailed: 'Could not delete the sale. Please try again.',
    loadFailed: 'Could not load the sales. Please try again.',
  },
  saleEditor: {
    title: (name: string | null) => (name ? `Edit ${name}` : 'New sale'),
    name: 'Name',
    namePlaceholder: 'Eid Sale',
    nameUr: 'Name in Urdu (optional)',
    nameUrHint: 'The name and badge on the Urdu pages; left empty, they say سیل (sale).',
    badge: 'Badge on the cards',
    badgePlaceholder: 'EID SALE',
    starts: 'Starts',
    ends: 'Ends',
    lines: 'Perfumes in the sale',
    salePrice: (name: string) => `Sale price of ${name} (Rs)`,
    /** A perfume archived while in the sale: its sale price shown, not changed, and why. */
    keptPrice: (name: string) => `Sale price of ${name}:`,
    unsold:
      'No longer sold: it is archived, so shoppers do not see it. Remove it, or keep it here in case you bring it back to the shop.',
    remove: 'Remove',
    add: 'Add a perfume',
    find: 'Find',
    found: 'Perfumes found',
    addOf: (name: string, price: string) => `Add ${name} (${price})`,
    save: 'Save sale',
    start: 'Start the sale',
    cancel: 'Cancel',
    findFailed: 'Could not find perfumes. Please try again.',
    saveFailed: 'Could not save the sale. Please try again.',
    endsBeforeStart: 'The sale must end after it starts.',
    /** A copy another admin saved over: read the sale as it now is, keeping what was typed here. */
    reload: 'Reload',
    reloadFailed: 'Could not read the sale again. Please try again.',
    /** After Reload: what the other change touched (already written as the form's labels), and what Save now does. */
    reloaded: (changed: string[]) =>
      `${changed.length > 0 ? `Someone else changed ${changed.join(', ')}. ` : ''}Your changes are still here: saving puts them over theirs.`,
    /** The sale's refusals by code, beside the field they name; English shows the server's sentence, so none here. */
    refusals: {} as Partial<Record<ErrorCode, string>>,
  },
  publish: {
    explained:
      'Prices, stock and new or archived perfumes show to shoppers as soon as you save them. Publish when you are done for the day: it rebuilds the shop’s pages (their text, which perfumes the home page features, and the category pages’ lists) and puts them live in a few minutes.',
    publish: 'Publish the shop',
    publishing: 'Publishing…',
    failed: 'Could not start publishing. Please try again.',
  },
};

export type CatalogWords = typeof catalogWords;
