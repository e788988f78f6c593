// CSV for spreadsheets (RFC 4180), safe against formula injection (CSV injection, OWASP): a cell that begins
// with = + - @, a tab or a carriage return could be run as a formula by Excel, LibreOffice or Google Sheets, so
// it is given a leading single quote, which the spreadsheet shows as text. Then any cell holding a comma, a
// double quote or a line break is quoted, its double quotes doubled.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line then one line per row, CRLF-separated as RFC 4180 says, ending with a line break. */
export function toCsv(header: readonly string[], lines: readonly (readonly unknown[])[]): string {
  return [header, ...lines].map((line) => line.map(csvCell).join(',') + '\r\n').join('');
}
