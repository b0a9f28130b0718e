/**
 * The newsletter list as a CSV download, newest sign-up first, streamed a thousand rows at a time along the list's
 * own keyset (http/csv.ts writes the cells, so an address that starts like a formula is shown, never run).
 */
import { csvRow, csvStream, type CsvChunk } from '../http/csv';
import { decodeCursor, pageOf } from '../http/paging';
import { pakistanDateTime } from '../orders/export';
import { signupsAfter } from './sign-up';
import type { Db } from '../db';

const ROWS_PER_CHUNK = 1000;

export const NEWSLETTER_CSV_HEADER = ['Email', 'Signed up (PKT)'];

export async function exportSignupsCsv(db: Db): Promise<ReadableStream<Uint8Array>> {
  const chunk = async (cursor?: string): Promise<CsvChunk> => {
    const rows = await signupsAfter(db, cursor ? decodeCursor(cursor) : null, ROWS_PER_CHUNK + 1);
    const { page, nextCursor } = pageOf(rows, ROWS_PER_CHUNK, (row) => ({ createdAt: row.createdAt, key: row.email }));
    return {
      rows: page.map((row) => csvRow([row.email, pakistanDateTime(new Date(row.createdAt).toISOString())])).join(''),
      nextCursor,
    };
  };
  return csvStream(NEWSLETTER_CSV_HEADER, await chunk(), chunk);
}
