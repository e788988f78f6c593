import { csvCell, toCsv } from './csv';

describe('CSV safe against formula injection', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+cmd|/C calc!A0', "'+1+cmd|/C calc!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('prefixes %j with a single quote', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves other text as it is, quoting what RFC 4180 says to quote', () => {
    expect(csvCell('refund.initiated')).toBe('refund.initiated');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell("it's = fine")).toBe("it's = fine");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes objects as JSON, quoted, and guards them too', () => {
    expect(csvCell({ status: 'pending' })).toBe('"{""status"":""pending""}"');
    expect(csvCell(-5)).toBe("'-5");
  });

  it('writes a header and rows, CRLF after each', () => {
    expect(toCsv(['a', 'b'], [['1', '=2']])).toBe("a,b\r\n1,'=2\r\n");
  });
});
