import { formatPrice } from '@markwell/domain/pricing/index';
import { formatDateUtc as day } from '@markwell/domain/time/index';
import type { Invoice } from '@markwell/contracts';

/**
 * The invoice as an A4 PDF (pdfkit, its built-in Helvetica: no font files to ship). pdfkit is
 * loaded on the first PDF asked for: it holds about 25 MB that most processes never need.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = invoice.credit_note ? 'Credit note' : 'Invoice';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${invoice.number}`, Author: 'Markwell' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (n: number) => `${invoice.currency} ${formatPrice(n)}`;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 120;

  doc.font('Helvetica-Bold').fontSize(22).text(`${title} ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text('Markwell');
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica').text(invoice.bill_to);
  doc.moveDown();
  doc.text(`Issued: ${day(invoice.issued_at)}`);
  doc.text(`Due: ${day(invoice.due_at)}`);
  doc.text(
    `Status: ${invoice.status === 'paid' ? `paid${invoice.paid_at ? ` on ${day(invoice.paid_at)}` : ''}` : 'unpaid'}`,
  );
  doc.moveDown(1.5);

  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: width - amountWidth - 12 });
    const after = doc.y;
    doc.text(amount, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  };
  row('Description', 'Amount', true);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  for (const line of invoice.lines) row(line.description, money(line.amount));
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  row('Net', money(invoice.net));
  row(`VAT ${formatPrice(invoice.vat_percent)}%`, money(invoice.vat));
  row('Total', money(invoice.gross), true);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').text('How to pay', left);
  doc.font('Helvetica').text(invoice.payment.instructions, { width });
  doc.end();
  return done;
}
