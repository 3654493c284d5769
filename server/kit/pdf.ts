
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** A one-page A4 PDF of text lines (Helvetica, WinAnsi: Portuguese accents print). */
export async function renderTextPdf(meta: { title: string; author: string; date: Date }, lines: PdfLine[]): Promise<Buffer> {
  // Loaded on the first PDF, not with the server: most servers never make one.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? 0;
    page.drawText(line.text, { x: 56, y, size, font: line.bold ? bold : regular, color: rgb(0.1, 0.1, 0.1), maxWidth: 483 });
    y -= size + 10;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
