/** The seed's tester sizes: a few perfumes a shopper can try in 10 ml before buying the bottle. */
export interface SeedSize {
  productId: string;
  ml: number;
  /** Whole rupees, before any sale (a running sale takes the same share off as off the bottle). */
  price: number;
  stock: number;
}

export const SEED_SIZES: SeedSize[] = [
  { productId: 'miraj', ml: 10, price: 599, stock: 20 },
  { productId: 'rawayat', ml: 10, price: 449, stock: 20 },
  { productId: 'ghazal', ml: 10, price: 649, stock: 20 },
];
