/**
 * The product grid of a category page. The HTML is pre-rendered from the seed catalog; once hydrated the grid
 * reloads the category from the API, so today's prices and stock show (a failed reload is only logged).
 */
import { useEffect, useState } from 'react';
import { fetchCategory } from '../../api/catalog';
import { ProductCard, type CardProduct } from './ProductCard';
import { useAddToCart } from './use-add-to-cart';

interface Props {
  category: string;
  initial: CardProduct[];
}

export default function CategoryProducts({ category, initial }: Props) {
  const [products, setProducts] = useState<CardProduct[]>(initial);
  const { busyId, errors, add } = useAddToCart();

  useEffect(() => {
    fetchCategory(category)
      .then((answer) => {
        if (Array.isArray(answer?.products)) setProducts(answer.products);
        else console.error(`Unexpected answer for category '${category}'`, answer);
      })
      .catch((error: unknown) => console.error(`Could not refresh category '${category}'`, error));
  }, [category]);

  return (
    <ul className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          busy={busyId === product._id}
          error={errors[product._id]}
          onAdd={() => add(product)}
        />
      ))}
    </ul>
  );
}
