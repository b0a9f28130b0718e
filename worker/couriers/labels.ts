/**
 * The shop's own printable label for a parcel, where the courier gives no airway bill (Leopards) or cannot be
 * reached: what the rider needs at a glance (the customer, the phone, the address, the cash to collect) and the
 * tracking number as a Code 128 barcode. One label a page, 4 × 6 inches (the thermal printers' size; an A6 sheet
 * takes it too), so a day's parcels print in one go.
 */
import { amount } from '#schema/money';
import { SHOP } from '#schema/shop';
import { code128Svg } from './code128';

export interface Label {
  displayOrderId: string;
  /** The courier's name, when the order has one. */
  courier: string | null;
  trackingNumber: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  /** Whole rupees the rider collects. */
  codAmount: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The page's only style, inline: the answer's policy allows it and nothing else (no script, no image, no font). */
const STYLE = `
@page { size: 4in 6in; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font: 11pt/1.3 system-ui, sans-serif; color: #000; }
.label { width: 4in; height: 6in; padding: 0.2in; overflow: hidden; break-after: page; page-break-after: always; }
.label:last-child { break-after: auto; page-break-after: auto; }
.top { display: flex; justify-content: space-between; font-weight: 700; border-bottom: 2px solid #000; }
.barcode svg { display: block; width: 100%; height: 0.9in; margin-top: 0.15in; }
.tracking { text-align: center; font: 700 13pt monospace; letter-spacing: 1px; }
.to { margin-top: 0.15in; font-size: 12pt; }
.name { font-weight: 700; font-size: 14pt; }
.city { font-weight: 700; font-size: 16pt; text-transform: uppercase; }
.cod { margin-top: 0.15in; border: 2px solid #000; padding: 0.08in; text-align: center; font-weight: 700; font-size: 18pt; }
.from { margin-top: 0.15in; font-size: 9pt; }
`;

function labelHtml(label: Label): string {
  return `<section class="label">
<div class="top"><span>${escape(SHOP.name)}</span><span>${escape(label.courier ?? '')}</span></div>
<div class="barcode">${code128Svg(label.trackingNumber)}</div>
<div class="tracking">${escape(label.trackingNumber)}</div>
<div class="to">
<div class="name">${escape(label.name)}</div>
<div>${escape(label.phone)}</div>
<div>${escape(label.address)}</div>
<div class="city">${escape(label.city)}</div>
</div>
<div class="cod">COD ${escape(amount(label.codAmount))}</div>
<div class="from">Order ${escape(label.displayOrderId)} · From ${escape(SHOP.name)}, ${escape(SHOP.address)}, ${escape(SHOP.city)} · ${escape(SHOP.phone)}</div>
</section>`;
}

export function labelsPage(labels: Label[]): string {
  const title = labels.length === 1 ? `Label ${labels[0]!.displayOrderId}` : `${labels.length} labels`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body>
${labels.map(labelHtml).join('\n')}
</body></html>`;
}
