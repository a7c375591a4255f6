import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '../../../../server/src/lib/csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    ['=1+2', "'=1+2"],
    ['+33 1 23', "'+33 1 23"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
    // Leading whitespace, then a formula (issue 22): spreadsheets trim it first.
    [' =1+2', "' =1+2"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\u00a0+1', "'\u00a0+1"],
    ['\n-1', `"'\n-1"`],
    // Full-width forms, read as = + - @ by spreadsheets in East Asian locales.
    ['＝1+2', "'＝1+2"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['\u3000＝cmd', "'\u3000＝cmd"],
    ['Ann Lee', 'Ann Lee'],
    [' Ann', ' Ann'],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are, negative ones too, and null or undefined as empty', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('writes the header row of labels, then the rows in column order, with CRLF line ends', () => {
    const columns = [
      { key: 'name', label: 'Name' },
      { key: 'n', label: 'Count, total' },
    ];
    const rows = [{ n: 2, name: 'Ann' }, { name: 'Bo "B"', n: null }, { name: '=cmd' }];
    expect(toCsv(columns, rows)).toBe('Name,"Count, total"\r\nAnn,2\r\n"Bo ""B""",\r\n\'=cmd,\r\n');
  });

  it('writes only the header row when there are no rows', () => {
    expect(toCsv([{ key: 'a', label: 'A' }], [])).toBe('A\r\n');
  });
});
