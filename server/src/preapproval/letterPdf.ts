import {
  EQUAL_HOUSING_LINE,
  LENDER,
  LETTER_CONDITIONS,
  lenderAddressLine,
  letterDates,
  NOT_A_COMMITMENT,
  preapprovalSentence,
} from 'common';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrap } from 'server/pdf/pdfText.ts';

/**
 * The pre-approval letter as a PDF (part 1 §4, §8; decision 9): the lender's name, NMLS number, address and phone,
 * the borrower and co-borrower, the property, the program chosen, the loan officer with NMLS id, the amount for a
 * 30-year fixed loan, the date and the 90-day validity,
 * the conditions, the not-a-commitment sentence and the Equal Housing Lender line. A pure function of its content:
 * the pdf job loads the record, renders it here and stores it through the file storage.
 */

export interface LetterContent {
  /** The borrower first, then the co-borrower if any. */
  borrowers: string[];
  /** The property, or the area looked in ('Tampa, FL 33607') when no address is known yet. */
  property: string;
  /** The approved amount, in dollars (above 0: a refused pre-approval has no letter). */
  amount: number;
  /** The loan program the borrower chose ('FHA'), as the wizard named it. */
  program: string | null;
  /** The borrower's loan officer, with the NMLS id a seller's agent may look up. */
  officer: { name: string; nmlsId: string | null } | null;
  issuedOn: Date;
}

/** Renders the letter; returns the PDF's bytes. */
export async function renderLetterPdf(content: LetterContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Pre-approval letter - ${LENDER.name}`);
  pdf.setAuthor(LENDER.legalName);
  pdf.setCreationDate(content.issuedOn);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage([612, 792]);
  const margin = 72;
  const width = 612 - 2 * margin;
  let y = 792 - margin;
  const ink = rgb(0.1, 0.1, 0.12);
  const write = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: margin, y, size, font, color: ink });
      y -= size * 1.4;
    }
    y -= options.gap ?? 0;
  };
  const dates = letterDates(content.issuedOn);
  const names = content.borrowers.map((name) => name.trim()).filter(Boolean);

  write(LENDER.legalName, { font: bold, size: 16 });
  write(`NMLS #${LENDER.nmlsId}`, { size: 10 });
  write(lenderAddressLine(), { size: 10 });
  write(`Phone ${LENDER.supportPhone} - ${LENDER.infoEmail}`, { size: 10, gap: 18 });
  write(dates.issued, { gap: 12 });
  write('Pre-Approval Letter', { font: bold, size: 14, gap: 6 });
  write(`Borrower${names.length > 1 ? 's' : ''}: ${names.join(' and ')}`);
  write(`Property: ${content.property}`);
  if (content.program) write(`Loan program: ${content.program}`);
  if (content.officer) {
    write(
      `Loan officer: ${content.officer.name}${content.officer.nmlsId ? `, NMLS ID ${content.officer.nmlsId}` : ''}`,
    );
  }
  y -= 10;
  write(`Dear ${names.join(' and ')},`, { gap: 4 });
  write(preapprovalSentence(LENDER.name, content.amount), { gap: 6 });
  write(`This pre-approval is valid until ${dates.validUntil}.`, { gap: 10 });
  write('Conditions', { font: bold, size: 12, gap: 2 });
  for (const condition of LETTER_CONDITIONS) write(`- ${condition}`);
  y -= 10;
  write(NOT_A_COMMITMENT, { gap: 10 });
  write(`Questions? Call us at ${LENDER.supportPhone} (${LENDER.hours}).`, { gap: 24 });
  write(EQUAL_HOUSING_LINE, { size: 9 });
  return pdf.save();
}
