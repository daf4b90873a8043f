/**
 * A small, valid PDF with a title and a few lines on its first page (and, when given, further
 * pages of lines), for sample content and tests. Written by hand (objects + xref table) so the
 * seed needs no PDF library.
 */
export function makePdf(title: string, lines: string[], ...morePages: string[][]): Buffer {
  // PDF strings: escape backslash and parentheses; WinAnsi covers Spanish accents in latin1.
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const body = (pageLines: string[]) => [
    '/F1 12 Tf 0 -36 Td',
    ...pageLines.flatMap((l) => [`(${esc(l)}) Tj`, '0 -18 Td']),
  ];
  const contents = [
    ['BT /F1 20 Tf 60 760 Td', `(${esc(title)}) Tj`, ...body(lines), 'ET'].join('\n'),
    ...morePages.map((page) => ['BT 60 760 Td', ...body(page), 'ET'].join('\n')),
  ];
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its contents for each page.
  const pageIds = contents.map((_, i) => 4 + 2 * i);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...contents.flatMap((text, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    ]),
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
