import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, wrap } from './pdfText.ts';

/**
 * A form-like PDF from a list of blocks (section bars, headings, labelled fields in a grid, tables, paragraphs),
 * laid out on US Letter pages with a running header and numbered footers. The content decides nothing about layout:
 * a block that does not fit goes to the next page, a table row too, and table headers repeat there.
 */

/** One labelled value of a field grid. */
export interface PdfField {
  label: string;
  value: string;
  /** Takes the whole row. */
  wide?: boolean;
}

/** What a document is made of, in reading order. */
export type PdfBlock =
  | { kind: 'section'; title: string }
  | { kind: 'heading'; title: string }
  | { kind: 'fields'; fields: PdfField[]; columns?: number }
  | { kind: 'table'; columns: { label: string; width: number }[]; rows: string[][]; empty: string }
  | { kind: 'text'; text: string };

/** A whole document. */
export interface PdfDocumentContent {
  title: string;
  author: string;
  /** Lines under the title on the first page. */
  intro: string[];
  /** Printed small at the top of every page after the first, and in the footer beside the page number. */
  running: string;
  createdAt: Date;
  blocks: PdfBlock[];
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);
const BAR = rgb(0.13, 0.25, 0.38);
const RULE = rgb(0.8, 0.82, 0.85);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws blocks page after page. */
class Layout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly running: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN;
    if (this.pages.length > 1) {
      this.text(this.running, MARGIN, this.y, { size: 7, color: MUTED });
      this.y -= 14;
    }
  }

  /** Moves to a new page unless `height` points still fit. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(value: string, x: number, y: number, options: { size?: number; font?: PDFFont; color?: typeof INK } = {}) {
    this.page.drawText(drawable(value), {
      x,
      y,
      size: options.size ?? 9,
      font: options.font ?? this.fonts.regular,
      color: options.color ?? INK,
    });
  }

  paragraph(value: string, options: { size?: number; font?: PDFFont; gap?: number } = {}): void {
    const size = options.size ?? 9;
    for (const line of wrap(value, options.font ?? this.fonts.regular, size, CONTENT_WIDTH)) {
      this.ensure(size * 1.4);
      this.text(line, MARGIN, this.y - size, { size, font: options.font });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 4;
  }

  section(title: string): void {
    this.ensure(60);
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 16, width: CONTENT_WIDTH, height: 16, color: BAR });
    this.text(title, MARGIN + 6, this.y - 11.5, { size: 10, font: this.fonts.bold, color: rgb(1, 1, 1) });
    this.y -= 24;
  }

  heading(title: string): void {
    this.ensure(40);
    this.text(title, MARGIN, this.y - 10, { size: 10, font: this.fonts.bold });
    this.y -= 13;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= 5;
  }

  fields(fields: PdfField[], columns: number): void {
    const gutter = 10;
    const cell = (CONTENT_WIDTH - gutter * (columns - 1)) / columns;
    let row: PdfField[] = [];
    const flush = () => {
      if (row.length === 0) return;
      const laid = row.map((field) => {
        const width = field.wide ? CONTENT_WIDTH : cell;
        return {
          field,
          width,
          labels: wrap(field.label, this.fonts.regular, 7, width),
          values: wrap(field.value || '-', this.fonts.regular, 9, width),
        };
      });
      const height = Math.max(...laid.map((entry) => entry.labels.length * 8.5 + entry.values.length * 11.5)) + 5;
      this.ensure(height);
      let x = MARGIN;
      for (const entry of laid) {
        let y = this.y;
        for (const line of entry.labels) {
          this.text(line, x, y - 7, { size: 7, color: MUTED });
          y -= 8.5;
        }
        for (const line of entry.values) {
          this.text(line, x, y - 9.5);
          y -= 11.5;
        }
        x += entry.width + gutter;
      }
      this.y -= height;
      row = [];
    };
    for (const field of fields) {
      if (field.wide) {
        flush();
        row = [field];
        flush();
        continue;
      }
      row.push(field);
      if (row.length === columns) flush();
    }
    flush();
    this.y -= 2;
  }

  table(columns: { label: string; width: number }[], rows: string[][], empty: string): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * CONTENT_WIDTH);
    const drawRow = (cells: string[], font: PDFFont, size: number) => {
      const lines = cells.map((cellText, i) => wrap(cellText || '-', font, size, (widths[i] ?? 0) - 4));
      const height = Math.max(...lines.map((cellLines) => cellLines.length)) * (size + 3) + 4;
      return { lines, height };
    };
    const header = () => {
      const head = drawRow(
        columns.map((column) => column.label),
        this.fonts.bold,
        7.5,
      );
      this.ensure(head.height + 14);
      this.paint(head.lines, widths, 7.5, this.fonts.bold, MUTED);
      this.y -= head.height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 2 },
        end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 2 },
        thickness: 0.5,
        color: RULE,
      });
    };
    header();
    if (rows.length === 0) {
      this.paragraph(empty, { size: 8.5 });
      return;
    }
    for (const cells of rows) {
      const body = drawRow(cells, this.fonts.regular, 8.5);
      if (this.y - body.height < MARGIN + 20) {
        this.newPage();
        header();
      }
      this.paint(body.lines, widths, 8.5, this.fonts.regular, INK);
      this.y -= body.height;
    }
    this.y -= 6;
  }

  private paint(lines: string[][], widths: number[], size: number, font: PDFFont, color: typeof INK): void {
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      cellLines.forEach((line, n) => this.text(line, x, this.y - size - n * (size + 3), { size, font, color }));
      x += widths[i] ?? 0;
    });
  }
}

/** Renders the document; returns the PDF's bytes. */
export async function renderBlocksPdf(content: PdfDocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.author);
  pdf.setCreationDate(content.createdAt);
  pdf.setModificationDate(content.createdAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = new Layout(pdf, fonts, content.running);
  layout.paragraph(content.title, { size: 15, font: fonts.bold, gap: 2 });
  for (const line of content.intro) layout.paragraph(line, { size: 8.5, gap: 1 });
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'section':
        layout.section(block.title);
        break;
      case 'heading':
        layout.heading(block.title);
        break;
      case 'fields':
        layout.fields(block.fields, block.columns ?? 3);
        break;
      case 'table':
        layout.table(block.columns, block.rows, block.empty);
        break;
      case 'text':
        layout.paragraph(block.text);
        break;
    }
  }
  const count = layout.pages.length;
  layout.pages.forEach((page, index) => {
    const footer = drawable(`${content.running} - Page ${index + 1} of ${count}`);
    page.drawText(footer, { x: MARGIN, y: MARGIN - 16, size: 7, font: fonts.regular, color: MUTED });
  });
  return pdf.save();
}
