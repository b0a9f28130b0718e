import type { CourierNo } from '#schema/courier-refusal';

/** The cities a courier does list nearest to an order's city it refused, for the owner to pick one: a button each. */
export interface NearestCities {
  courier: CourierNo['courier'];
  cities: string[];
}

/** The courier's nearest cities when its refusal is an unknown city and it named some; else nothing to pick from. */
export function nearestCities(no: CourierNo | undefined): NearestCities | undefined {
  return no?.why === 'unknown_city' && no.nearest.length > 0 ? { courier: no.courier, cities: no.nearest } : undefined;
}
