/**
 * When the home page's featured islands (the sale's cards, the featured perfume's offer) hydrate: when the shopper
 * reaches for them, or at once when today's featured listing no longer has the cards they were built with (a price,
 * stock or sale changed since the build), so an unchanged home page loads none of their JavaScript up front.
 */
import { pathOf, PRODUCTS } from '#schema/api';
import type { InteractionOptions } from '../../lib/hydrate-on-interaction';
import { cardOf, homePerfumes } from '../../content/perfumes';
import { cardsKey } from '../catalog/cards-key';

export async function featuredHydration(): Promise<InteractionOptions> {
  const { sale, miraj } = await homePerfumes();
  const shown = miraj ? [...sale, miraj] : sale;
  return { fresh: pathOf(PRODUCTS.featured), built: cardsKey(shown.map(cardOf)) };
}
