import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** Renders a PDF with pdfkit's built-in fonts; build() draws, the bytes come back when it ends. */
export function renderPdf(info: { title: string; author?: string }, build: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: info.title, Author: info.author ?? 'Solar Portal' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      build(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** A titled section heading in the house style. */
export function heading(doc: Pdf, text: string) {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor('#14532d').text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
}

/** A simple table: header row in bold, then rows; columns share the page width by the given weights. */
export function table(doc: Pdf, headers: string[], rows: (string | number)[][], weights?: number[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const w = weights ?? headers.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  const widths = w.map((x) => (x / total) * width);
  const drawRow = (cells: (string | number)[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(String(cell), x + 2, y, { width: widths[i] - 4, lineBreak: false, ellipsis: true });
      x += widths[i];
    });
    doc.x = left;
    doc.y = y + 14;
  };
  drawRow(headers, true);
  doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).strokeColor('#9ca3af').stroke();
  for (const row of rows) drawRow(row, false);
  doc.font('Helvetica').fontSize(10);
}

export const usd = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
