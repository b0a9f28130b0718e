/**
 * Today's price and stock of the home page's featured perfumes, from the API. Until the island has hydrated it is
 * empty, so the first render matches the pre-rendered HTML even when another island has already had the answer.
 */
import { useStore } from '@nanostores/react';
import type { ListedProduct } from '#schema/answers/products';
import { useHydrated } from '../../lib/use-hydrated';
import { $featured } from '../../stores/featured';

const NOT_YET: Record<string, ListedProduct> = {};

export function useFeaturedToday(): Record<string, ListedProduct> {
  const hydrated = useHydrated();
  const today = useStore($featured);
  return hydrated ? today : NOT_YET;
}
