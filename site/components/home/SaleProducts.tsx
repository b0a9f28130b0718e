/**
 * The Eid sale on the home page: struck-through original prices, sale prices, and Add to Cart by name,
 * with today's prices and stock once the API answers (a sold-out perfume says so and cannot be added).
 */
import { addToCartByName } from '../../stores/cart';
import { ADD_BY_NAME_FAILED } from '../catalog/add-to-cart-message';
import { ProductCard, type CardProduct } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';
import { useFeaturedToday } from './use-featured-today';

export default function SaleProducts({ products }: { products: CardProduct[] }) {
  const today = useFeaturedToday();
  const { busyId, errors, add } = useAddToCart(ADD_BY_NAME_FAILED);
  return (
    <ul className="product-grid">
      {products
        .map((rendered) => ({ ...rendered, ...today[rendered._id] }))
        .map((product) => (
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
  );
}
