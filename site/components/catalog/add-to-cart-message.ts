/**
 * What a shopper reads when adding to the cart fails. One wording per case for every page; the
 * two add messages ('Failed to add…' for a product, 'Error adding…' for an add by name) are the shop's own.
 */
import { ApiFailure } from '../../lib/api';

export const ADD_FAILED = 'Failed to add product to cart. Please try again.';
export const ADD_BY_NAME_FAILED = 'Error adding product to cart. Please try again.';
export const LOGIN_TO_ADD = 'Please login to add items to cart.';
const INVALID_REQUEST = 'Invalid request. Please check your input.';

export function addToCartMessage(error: unknown, fallback: string = ADD_FAILED): string {
  if (!(error instanceof ApiFailure)) return fallback;
  if (error.status === 401) return LOGIN_TO_ADD;
  if (error.status === 400) return error.message || INVALID_REQUEST;
  // Out of stock, no such product, too many: the server says which, in words a shopper can read.
  if (error.status === 404 || error.status === 409 || error.status === 429) return error.message || fallback;
  return fallback;
}
