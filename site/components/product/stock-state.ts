/** What a product page says of its stock: in stock, 'Only N left' at or below its low-stock level, or sold out. */
export function stockText(inStock: boolean, left: number | null): string {
  if (!inStock) return 'Sold out';
  return left ? `Only ${left} left` : 'In stock';
}

/** 'eau de parfum' as a label: 'Eau de Parfum'. */
export function concentrationLabel(concentration: string): string {
  return concentration.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    word === 'de' ? word : first.toUpperCase() + rest,
  );
}
