/**
 * The console's Catalog: perfumes (with their stock and photos), named sales, perfume oils, the log of every catalog
 * change, and Publish. One part shows at a time, so the section stays short on a phone.
 */
import { useState } from 'react';
import { AuditLog } from './AuditLog';
import { OilsPanel } from './OilsPanel';
import { ProductsPanel } from './ProductsPanel';
import { PublishPanel } from './PublishPanel';
import { SalesPanel } from '../sales/SalesPanel';
import { useConsoleWords } from '../console-words';
import './catalog-admin.css';

const PARTS = ['products', 'sales', 'oils', 'audit', 'publish'] as const;
type Part = (typeof PARTS)[number];

export default function CatalogSection() {
  const [part, setPart] = useState<Part>('products');
  const words = useConsoleWords().words.catalog;
  return (
    <section className="admin-section catalog-section no-print" id="catalog" aria-labelledby="catalog-title">
      <h2 id="catalog-title">{words.title}</h2>
      <nav className="catalog-parts" aria-label={words.title}>
        {PARTS.map((key) => (
          <button
            key={key}
            type="button"
            className="button secondary"
            aria-pressed={part === key}
            onClick={() => setPart(key)}
          >
            {words.parts[key]}
          </button>
        ))}
      </nav>
      {/* The perfume list stays loaded behind the other parts, so coming back keeps its filter and pages. */}
      <div hidden={part !== 'products'}>
        <ProductsPanel />
      </div>
      {part === 'sales' && <SalesPanel />}
      {part === 'oils' && <OilsPanel />}
      {part === 'audit' && <AuditLog />}
      {part === 'publish' && <PublishPanel />}
    </section>
  );
}
