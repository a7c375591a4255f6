// Reading CSV (RFC 4180 and what spreadsheets write): the server's import and the import screen's
// column list read a file the same way. Writing CSV is server/src/lib/csv.ts.

/**
 * The records of a CSV text: a leading byte-order mark is dropped; fields may be quoted, with ""
 * for a quote and line breaks inside; records end with CRLF, LF or CR; a last empty line is not a
 * record. `limit` stops after that many records (the caller refuses a longer file).
 */
export function parseCsv(input: string, limit = Number.POSITIVE_INFINITY): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length && records.length < limit) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (records.length < limit && (field !== '' || record.length > 0)) endRecord();
  return records;
}

/** True for a record with nothing in it (a blank line, or only commas). */
export const blankRecord = (record: readonly string[]) => record.every((f) => f.trim() === '');
