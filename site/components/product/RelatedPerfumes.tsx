/**
 * 'More Woody perfumes' under a product page: a few of the same scent type as cards (linking to their pages, with
 * Add to Cart), with today's price and stock from the category's listing; one archived since the build leaves.
 */
import { useEffect, useState } from 'react';
import { fetchCategory } from '../../api/catalog';
import type { Lang } from '#schema/i18n/languages';
import type { CardProduct } from '../catalog/card-product';
import { ProductCard } from '../catalog/ProductCard';
import { useAddToCart } from '../catalog/use-add-to-cart';

interface Props {
  scentType: string;
  perfumes: CardProduct[];
  lang: Lang;
}

export default function RelatedPerfumes({ scentType, perfumes: built, lang }: Props) {
  const [perfumes, setPerfumes] = useState(built);
  const { busyId, errors, add } = useAddToCart(lang);

  useEffect(() => {
    fetchCategory(scentType).then(
      ({ products }) => {
        const today = new Map(products.map((p) => [p._id, p]));
        setPerfumes((shown) => shown.flatMap((p) => (today.has(p._id) ? [{ ...p, ...today.get(p._id) }] : [])));
      },
      (error: unknown) => console.error(`Could not refresh category '${scentType}'`, error),
    );
  }, [scentType]);

  return (
    <ul className="product-grid">
      {perfumes.map((product) => (
        <ProductCard
          key={product._id}
          product={product}
          headingLevel={3}
          busy={busyId === product._id}
          error={errors[product._id]}
          onAdd={() => add(product)}
          lang={lang}
        />
      ))}
    </ul>
  );
}
