/**
 * The sale on the home page, named after the running sale (the seed's is the Eid Sale): struck-through own prices,
 * sale prices, and Add to Cart by name, with today's prices and stock once the API answers (a sold-out perfume
 * says so and cannot be added). A perfume whose sale has ended leaves; with none left the section goes.
 */
import { addToCartByName } from '../../stores/cart';
import { ADD_BY_NAME_FAILED } from '../catalog/add-to-cart-message';
import type { CardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { useFeaturedToday } from './use-featured-today';

export default function SaleProducts({ products }: { products: CardProduct[] }) {
  const today = useFeaturedToday();
  const { busyId, errors, add } = useAddToCart(ADD_BY_NAME_FAILED);
  const onSale = products.map((rendered) => ({ ...rendered, ...today[rendered._id] })).filter((p) => p.sale);
  if (onSale.length === 0) return null;
  return (
    <section id="eid-sale" className="sale" aria-labelledby="eid-sale-title">
      <h2 id="eid-sale-title">{onSale[0]!.sale!.name}</h2>
      <p className="sale-lead">Our best-loved perfumes at sale prices, while stocks last.</p>
      <ul className="product-grid">
        {onSale.map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            headingLevel={3}
            busy={busyId === product._id}
            error={errors[product._id]}
            onAdd={() => add(product, 1, () => addToCartByName(product.name))}
          />
        ))}
      </ul>
    </section>
  );
}
