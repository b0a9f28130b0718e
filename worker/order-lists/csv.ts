/**
 * RFC 4180 CSV: fields holding a comma, quote or line break are quoted and inner quotes doubled; rows end in CRLF.
 * The file starts with a UTF-8 byte order mark, which Excel needs to read Urdu names and 'Rs' amounts right.
 * Text a customer typed that starts like a formula (=, +, -, @) gets a leading apostrophe, so a spreadsheet
 * shows it instead of running it.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
