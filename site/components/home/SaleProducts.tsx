/** The Eid sale on the home page: struck-through original prices, sale prices, and Add to Cart by name (SPEC §2). */
import { addToCartByName } from '../../stores/cart';
import { ADD_BY_NAME_FAILED } from '../catalog/add-to-cart-message';
import { ProductCard, type CardProduct } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';

export default function SaleProducts({ products }: { products: CardProduct[] }) {
  const { busyId, errors, add } = useAddToCart(ADD_BY_NAME_FAILED);
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          headingLevel={3}
          busy={busyId === product._id}
          error={errors[product._id]}
          onAdd={() => add(product._id, () => addToCartByName(product.name))}
        />
      ))}
    </ul>
  );
}
