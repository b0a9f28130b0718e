/** How strong a perfume is, the words the product page shows after its name (strongest first). */
export const CONCENTRATIONS = [
  'extrait de parfum',
  'eau de parfum',
  'eau de toilette',
  'eau de cologne',
  'attar',
  'body mist',
] as const;

export type Concentration = (typeof CONCENTRATIONS)[number];

export const isConcentration = (value: string): value is Concentration =>
  (CONCENTRATIONS as readonly string[]).includes(value);
