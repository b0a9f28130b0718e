/** The wholesale dropdown's search: a case-insensitive substring of the oil's name. */
export interface OilOption {
  id: string;
  name: string;
  /** For 25 ml, in whole rupees. */
  price: number;
}

export function matchingOils(oils: readonly OilOption[], query: string): OilOption[] {
  const needle = query.trim().toLowerCase();
  return needle ? oils.filter((oil) => oil.name.toLowerCase().includes(needle)) : [...oils];
}
