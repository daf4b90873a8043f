/** The one writer of CSV files and spreadsheet pastes (functions/src/model/csv.ts). */
import { describe, expect, it } from 'vitest';
import { csvFile, spreadsheetText, tsvText } from '../../functions/src/model/csv';
import { FORMULA_PAYLOADS, readCsv } from './spreadsheet-payloads';

const { hyperlink, dde } = FORMULA_PAYLOADS;

describe('spreadsheetText', () => {
  it.each(Object.entries(FORMULA_PAYLOADS))(
    'makes a text a spreadsheet would run (%s) inert with a leading quote',
    (_name, value) => {
      expect(spreadsheetText(value)).toBe(`'${value}`);
    },
  );

  it('leaves other texts, a formula sign inside a text, and numbers as they are', () => {
    expect(spreadsheetText('Rectoría')).toBe('Rectoría');
    expect(spreadsheetText('Suma = 2')).toBe('Suma = 2');
    expect(spreadsheetText("'=1+1")).toBe("'=1+1");
    expect(spreadsheetText(-3)).toBe('-3');
    expect(spreadsheetText(2.5)).toBe('2.5');
    expect(spreadsheetText(0)).toBe('0');
    expect(spreadsheetText(null)).toBe('');
    expect(spreadsheetText(undefined)).toBe('');
    expect(spreadsheetText(Number.NaN)).toBe('');
  });
});

describe('csvFile', () => {
  it('writes UTF-8 with a BOM, `;` between cells, CRLF after every record', () => {
    expect(
      csvFile(
        ['Año', 'Número'],
        [
          ['2026', 3],
          ['Índice', null],
        ],
      ),
    ).toBe('\uFEFFAño;Número\r\n2026;3\r\nÍndice;\r\n');
  });

  it('quotes a cell holding the separator, a comma, a quote, CR or LF, doubling its quotes', () => {
    const cells = ['x;y', '3,5', 'dijo "sí"', 'una\r\nlínea', 'otra\nlínea', 'fin\r'];
    const text = csvFile(
      ['a'],
      cells.map((c) => [c]),
    );
    expect(text).toBe(
      '\uFEFFa\r\n"x;y"\r\n"3,5"\r\n"dijo ""sí"""\r\n"una\r\nlínea"\r\n"otra\nlínea"\r\n"fin\r"\r\n',
    );
    expect(readCsv(text)).toEqual([['a'], ...cells.map((c) => [c])]);
  });

  it('hands every formula payload back as inert text, each in its own cell, and a negative number as a number', () => {
    const payloads = [...Object.values(FORMULA_PAYLOADS), '=1+1;=2+2'];
    const rows = readCsv(
      csvFile(
        ['Responsable', 'Días'],
        payloads.map((p) => [p, -1]),
      ),
    );
    expect(rows.slice(1)).toEqual(payloads.map((p) => [`'${p}`, '-1']));
  });
});

describe('tsvText', () => {
  it('writes the same cells tab-separated for a paste, with no tab or line break inside a cell', () => {
    const text = tsvText(
      ['Ítem', 'Responsable', 'Días'],
      [
        ['1.1', hyperlink, 30],
        ['1.2', '\t=1+1', 7],
        ['1.3', 'dos\r\nlíneas', 1],
        ['1.4', dde, -1],
      ],
    );
    expect(text.split('\n')).toEqual([
      'Ítem\tResponsable\tDías',
      `1.1\t'${hyperlink}\t30`,
      "1.2\t' =1+1\t7",
      '1.3\tdos líneas\t1',
      `1.4\t'${dde}\t-1`,
    ]);
  });
});
