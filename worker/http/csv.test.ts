import { describe, expect, it, vi } from 'vitest';
import { csvCell, csvCode, csvRow, csvStream, parseCsv, type CsvChunk } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvRow(['FS-10001', 'Ayesha Khan', 1599, null, undefined])).toBe('FS-10001,Ayesha Khan,1599,,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('House 5, Street 2')).toBe('"House 5, Street 2"');
    expect(csvCell('The "Royal" Ruby')).toBe('"The ""Royal"" Ruby"');
    expect(csvCell('Flat 3\nBlock B')).toBe('"Flat 3\nBlock B"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps formulas a customer typed from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+92 300')).toBe("'+92 300");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell('＝HYPERLINK("http://evil.example")')).toBe('"\'＝HYPERLINK(""http://evil.example"")"');
    expect(csvCell('＋92 300')).toBe("'＋92 300");
    expect(csvCell('－1')).toBe("'－1");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('keeps a formula hidden behind invisible characters or spaces from running', () => {
    for (const lead of ['\u200b', '\ufeff', '\u2060', '\u00a0', ' ', '\t', '\r', '\u200e', '\u3000'])
      expect(csvCell(`${lead}=1+1`), JSON.stringify(lead)).toMatch(/^"?'/);
  });

  it('quotes a semicolon, where a spreadsheet splits on semicolons', () => {
    expect(csvCell('Lahore;=1+1')).toBe('"Lahore;=1+1"');
  });

  it('writes a code of digits so a spreadsheet keeps it as text, and any other code as text is written', () => {
    expect(csvCell(csvCode('96862300012345'))).toBe('"=""96862300012345"""');
    expect(csvCell(csvCode('0042'))).toBe('"=""0042"""');
    expect(csvCell(csvCode('LE7531902'))).toBe('LE7531902');
    expect(csvCell(csvCode('=1+1'))).toBe("'=1+1");
    expect(csvCell(csvCode(null))).toBe('');
    expect(parseCsv(csvRow(['FS-10001', csvCode('96862300012345')]))).toEqual([['FS-10001', '="96862300012345"']]);
  });

  it('keeps Urdu text intact', () => {
    expect(csvCell('عائشہ')).toBe('عائشہ');
  });
});

/** What a download receives: the text up to the end or the break, and the error it broke with. */
async function download(stream: ReadableStream<Uint8Array>): Promise<{ text: string; error?: unknown }> {
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
  let text = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read())
      text += decoder.decode(read.value, { stream: true });
    return { text };
  } catch (error) {
    return { text, error };
  }
}

describe('a CSV download in chunks', () => {
  const pages: Record<string, CsvChunk> = {
    a: { rows: 'b,2\r\n', nextCursor: 'b' },
    b: { rows: 'c,3\r\n', nextCursor: null },
  };

  it('sends the byte order mark, the header, the first chunk and then every next one', async () => {
    const next = vi.fn(async (cursor: string) => pages[cursor]!);
    const { text, error } = await download(csvStream(['Name', 'N'], { rows: 'a,1\r\n', nextCursor: 'a' }, next));
    expect(error).toBeUndefined();
    expect(text).toBe('\uFEFFName,N\r\na,1\r\nb,2\r\nc,3\r\n');
    expect(next.mock.calls).toEqual([['a'], ['b']]);
  });

  it('ends after the first chunk when it is the last', async () => {
    const next = vi.fn(async (cursor: string) => pages[cursor]!);
    expect(await download(csvStream(['Name'], { rows: '', nextCursor: null }, next))).toEqual({
      text: '\uFEFFName\r\n',
    });
    expect(next).not.toHaveBeenCalled();
  });

  it('breaks off with the error when a later chunk fails, instead of ending as if complete', async () => {
    const failure = new Error('D1_ERROR: too many requests');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const next = async (cursor: string) => (cursor === 'b' ? Promise.reject(failure) : pages[cursor]!);
    const { text, error } = await download(csvStream(['Name', 'N'], { rows: 'a,1\r\n', nextCursor: 'a' }, next));
    expect(text).toBe('\uFEFFName,N\r\na,1\r\nb,2\r\n');
    expect(error).toBe(failure);
    expect(logged).toHaveBeenCalledWith('A CSV download failed part-way:', failure);
    logged.mockRestore();
  });
});

describe('reading a CSV someone else wrote', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, rows in CRLF, LF or CR', () => {
    const text = 'CN,Name,Amount\r\nLE1,"Khan, Ayesha",1500\nLE2,"The ""Royal""\r\nShop",2000\rLE3,,0';
    expect(parseCsv(text)).toEqual([
      ['CN', 'Name', 'Amount'],
      ['LE1', 'Khan, Ayesha', '1500'],
      ['LE2', 'The "Royal"\r\nShop', '2000'],
      ['LE3', '', '0'],
    ]);
  });

  it('drops the byte order mark and blank rows, and keeps a last row without its line end', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\n,\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it("takes a European-locale spreadsheet's semicolons as the separator", () => {
    expect(parseCsv('Tracking;Amount\r\n"PX 1;2";1.500,00\r\n')).toEqual([
      ['Tracking', 'Amount'],
      ['PX 1;2', '1.500,00'],
    ]);
  });
});
