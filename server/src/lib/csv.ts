// RFC 4180 CSV for downloads that open in spreadsheets.

type Cell = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @ or their full-width
 * forms (＝ ＋ － ＠, which spreadsheets in East Asian locales read as the same), also after leading
 * whitespace (a spreadsheet trims it first), and text that starts with a tab or carriage return.
 */
const FORMULA_START = /^(\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/**
 * One CSV field: text that starts like a formula gets a leading single quote, and a field holding
 * a quote, comma or line break is quoted with its quotes doubled. Numbers are written as they are
 * (a negative number is a value, not a formula); null and undefined are empty.
 */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header row of the column labels, then one line per row in column order; CRLF line ends. */
export function toCsv(columns: readonly { key: string; label: string }[], rows: readonly Record<string, Cell>[]): string {
  const lines = [columns.map((c) => csvField(c.label)), ...rows.map((row) => columns.map((c) => csvField(row[c.key])))];
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}
