import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, type CsvValue } from './csv';

describe('a CSV cell', () => {
  it.each<[string, CsvValue, string]>([
    ['plain text', 'Walk', 'Walk'],
    ['empty for null', null, ''],
    ['a number as it is', 42, '42'],
    ['a negative number stays a number', -3.5, '-3.5'],
    ['a comma quoted', 'Save, then spend', '"Save, then spend"'],
    ['quotes doubled', 'say "yes"', '"say ""yes"""'],
    ['a newline quoted', 'one\ntwo', '"one\ntwo"'],
    ['a formula defused and quoted', '=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['a plus', '+1+2', "'+1+2"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', '"\'\r=1"'],
    ['a formula sign later is left alone', 'a=b', 'a=b'],
  ])('%s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('CSV rows', () => {
  it('joins cells with commas and rows with newlines, an empty row an empty line', () => {
    expect(toCsv([['a', 1], [], ['=x', null]])).toBe("a,1\n\n'=x,\n");
  });
});
