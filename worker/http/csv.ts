/**
 * RFC 4180 CSV: fields holding a comma, quote or line break are quoted and inner quotes doubled; rows end in CRLF.
 * A semicolon is quoted too: a spreadsheet set to a European locale splits rows on it. The file starts with a UTF-8
 * byte order mark, which Excel needs to read Urdu names and 'Rs' amounts right.
 * Text a customer typed that starts like a formula (=, +, -, @, or their full-width forms ＝ ＋ － ＠, which
 * spreadsheets also read as formula signs), even after spaces or invisible characters a spreadsheet skips, gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it.
 * A code that is all digits (a courier's tracking number, a payout reference) is written as the formula ="…", the one
 * form Excel, LibreOffice and Google Sheets all keep as text: read as a number it would be rounded (a 14-digit
 * PostEx tracking number becomes 9.68623E+13) or lose a leading zero.
 */
import { PAKISTAN_OFFSET_MS } from '#schema/shop';

const CSV_BOM = '\uFEFF';
/** A formula sign after any run of spaces, controls and invisible formatting (\p{Cf}: zero-width, BOM, marks). */
const FORMULA_START = /^[\s\p{Cc}\p{Cf}\p{Z}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** A code a spreadsheet must show as written, never as a number: csvCode() makes one. */
export class CsvCode {
  constructor(readonly code: string) {}
}

export const csvCode = (code: string | null): CsvCode | null => (code === null ? null : new CsvCode(code));

const DIGITS = /^[0-9]+$/;

export type CsvValue = string | number | CsvCode | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof CsvCode) return DIGITS.test(value.code) ? `"=""${value.code}"""` : csvCell(value.code);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Some rows of a CSV, already written, and where the next ones start (null after the last). */
export interface CsvChunk {
  rows: string;
  nextCursor: string | null;
}

/**
 * A CSV download in chunks: the byte order mark, the header and the first chunk, then one chunk per read.
 * The first chunk comes in already loaded, so a query that fails does so before the response starts and gets the
 * JSON error. A later chunk that fails errors the stream: the download breaks off visibly rather than ending as
 * if it were complete.
 */
export function csvStream(
  header: readonly string[],
  first: CsvChunk,
  next: (cursor: string) => Promise<CsvChunk>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = first.nextCursor;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header) + first.rows));
      if (!cursor) controller.close();
    },
    async pull(controller) {
      if (!cursor) return;
      try {
        const chunk = await next(cursor);
        cursor = chunk.nextCursor;
        controller.enqueue(encoder.encode(chunk.rows));
        if (!cursor) controller.close();
      } catch (error) {
        console.error('A CSV download failed part-way:', error);
        controller.error(error);
      }
    },
  });
}

/** The answer of a CSV download: `name-2025-03-14.csv`, dated by the Pakistan day it was made, never cached. */
export function csvDownload(stream: ReadableStream<Uint8Array>, name: string, now = Date.now()): Response {
  const day = new Date(now + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}

/**
 * The rows of a CSV someone else wrote (a courier's payment sheet saved from a spreadsheet): RFC 4180 quoting with
 * doubled quotes and line breaks inside quotes, rows ending in CRLF, LF or CR, a leading byte order mark dropped, and
 * the separator a European-locale spreadsheet writes (a semicolon) taken when the first line has semicolons and no
 * commas. Blank rows are left out; every cell is as written, spaces included.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/[\r\n]|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
