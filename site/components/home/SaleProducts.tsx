/**
 * The sale on the home page, named after the running sale most of its perfumes are in (the seed's is the Eid Sale; a
 * perfume in another sale too shows that sale's badge on its card without renaming the section): struck-through own prices,
 * sale prices, and Add to Cart by name, with today's prices and stock once the API answers (a sold-out perfume
 * says so and cannot be added). A perfume whose sale has ended leaves; with none left the section goes.
 */
import { CATALOG_WORDS } from '../../i18n/catalog';
import { saleNameIn } from '../catalog/sale-words';
import type { Lang } from '#schema/i18n/languages';
import { addToCartByName } from '../../stores/cart';
import type { CardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { useFeaturedToday } from './use-featured-today';
import './sale.css';

/** The sale most of the perfumes are in, the first of them on a tie. */
function mostCommon<Sale extends { name: string }>(sales: Sale[]): Sale {
  const count = (sale: Sale) => sales.filter((other) => other.name === sale.name).length;
  return sales.reduce((best, sale) => (count(sale) > count(best) ? sale : best));
}

export default function SaleProducts({ products, lang }: { products: CardProduct[]; lang: Lang }) {
  const today = useFeaturedToday();
  const { busyId, errors, add } = useAddToCart(lang, true);
  const onSale = products.map((rendered) => ({ ...rendered, ...today[rendered._id] })).filter((p) => p.sale);
  if (onSale.length === 0) return null;
  return (
    <section id="eid-sale" className="sale" aria-labelledby="eid-sale-title">
      <h2 id="eid-sale-title">{saleNameIn(lang, mostCommon(onSale.map((product) => product.sale!)))}</h2>
      <p className="sale-lead">{CATALOG_WORDS[lang].saleLead}</p>
      <ul className="product-grid">
        {onSale.map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            headingLevel={3}
            lang={lang}
            busy={busyId === product._id}
            error={errors[product._id]}
            onAdd={() => add(product, 1, () => addToCartByName(product.name))}
          />
        ))}
      </ul>
    </section>
  );
}
