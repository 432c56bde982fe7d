import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type FormDefinition, type LookupOptions } from 'engine';
import { LENDER } from 'common';
import { FORM_SOURCES, latestFormSource } from 'forms';
import { LOOKUP_LISTS } from 'server/lookups/lookupLists.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { applicationRecordFixture, stageFixture } from 'server/testing/applications.ts';
import { COPY_NOTES, renderApplicationPdf, type ApplicationPdfInput, type PdfCopy } from './applicationPdf.ts';

const LOOKUPS: LookupOptions = new Map(LOOKUP_LISTS.map((list) => [list.type, list.options]));

function definitionOf(formId: string): FormDefinition {
  return latestFormSource(formId)?.definition as FormDefinition;
}

const DEFINITIONS = new Map<string, FormDefinition>([
  ...APPLICATION_STAGES.map((stage) => [stage.key, definitionOf(stage.formId)] as const),
  ['short', definitionOf(SHORT_APPLICATION.formId)],
]);

const ROW: ApplicationPdfInput['row'] = {
  id: 41,
  kind: 'full',
  ref_number: 'AP0123456789',
  status_indicator: 1,
  submitted_at: new Date('2026-11-20T15:00:00Z'),
  updated_at: new Date('2026-11-20T15:00:00Z'),
};

async function textOf(copy: PdfCopy, input: Partial<ApplicationPdfInput> = {}): Promise<string> {
  const bytes = await renderApplicationPdf({
    row: ROW,
    data: applicationRecordFixture(),
    definitions: DEFINITIONS,
    lookups: LOOKUPS,
    loanNumber: 'HO26000123',
    copy,
    createdAt: new Date('2026-11-21T10:00:00Z'),
    ...input,
  });
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('the application PDF', () => {
  it("prints what the newest stage versions ask: mixed use, expected rent, paid off at closing, language, each Other's words", async () => {
    const data = applicationRecordFixture();
    data.stageTwo = stageFixture('application-stage2', 2);
    const text = await textOf('lender', { data });
    for (const expected of [
      'Mortgage Applied For Other: Portfolio loan for a rental',
      'Amortization Type Other: Graduated payment',
      '4c. Rental Income on the Property You Want to Purchase Expected Monthly Rental Income $4,200',
      'Not Deposited Other: Neighbourhood trust $5,000',
      'Other: Tax payment plan',
      'Other: Union dues $40',
      'Other: No, it is not liquid $12,000',
      'Other: Seller credit $3,000',
      'Language Preference (optional) Spanish',
      'Language Preference (optional) Other: Portuguese',
      'Other: Jury duty pay $150',
      'To be paid off at or before closing',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The one-unit home the first fixture buys to live in: mixed use answered, no 4c.
    const home = await textOf('lender');
    expect(home).toContain('Mixed-Use Property');
    expect(home).not.toContain('4c. Rental Income');
  });

  it('is laid out in the URLA sections, one section 1 to 3, 5, 7 and 8 per person, with every value and label read through its definition', async () => {
    const text = await textOf('lender');
    for (const expected of [
      'Uniform Residential Loan Application',
      `${LENDER.legalName} - NMLS #${LENDER.nmlsId}`,
      'Application AP0123456789 - Loan HO26000123 - Submitted 2026-11-20',
      COPY_NOTES.lender,
      'Section 1: Borrower Information - Maria Elena Lopez (Borrower)',
      'Section 1: Co-Borrower Information - Daniel Lopez (Co-Borrower)',
      'Section 1: Borrower Information - Sofia Reyes (Co-Applicant)',
      '1a. Personal Information',
      'Date of Birth (MM/DD/YYYY)',
      'U.S. Citizen',
      'Permanent Resident Alien',
      '1208 E Henry Ave, Apartment 3, Tampa, FL 33604, US',
      '1b. Current Employment',
      '1c. Additional Employment',
      '1d. Previous Employment',
      'Gross Monthly Income: Base $6,000',
      'Lopez Design LLC',
      'Tampa General Hospital',
      'Gulf Coast Architects',
      '1e. Income from Other Sources',
      'Child Support',
      'VA Compensation',
      'Section 2: Assets and Liabilities - Maria Elena Lopez (Borrower)',
      '2a. Assets - Bank Accounts, Retirement, and Other Accounts You Have',
      'Harbor Community Bank',
      'Checking',
      '$18,250.75',
      'Proceeds from Sale of Non-Real Estate Asset',
      'Earnest Money',
      'Revolving (e.g., credit cards)',
      'Section 3: Real Estate Owned',
      '88 Gulf Blvd, Apartment 5, St. Pete Beach, FL 33706',
      'Retained',
      'Bay Mortgage Co',
      'Section 4: Loan and Property',
      '4a. Loan Details',
      '$320,000',
      '4210 W Bay Villa Ave, Apartment 2B, Tampa, FL 33611, US',
      'Sunshine Housing Finance Agency',
      'Cash Gift',
      'Section 5: Declarations - Maria Elena Lopez (Borrower)',
      'A. Will you occupy the property as your primary residence?',
      'M. Have you declared bankruptcy within the past 7 years?',
      'Chapter 7',
      'Section 6: Acknowledgments and Agreements',
      'Section 7: Military Service',
      'Currently serving on active duty',
      'Section 8: Demographic Information',
      'Mexican',
      'Other Hispanic or Latino (Colombian)',
      'Other Asian (Hmong)',
      'Female',
      'Section 9: Loan Originator Information',
      'Marcus Lee',
      'L3. Loan Details',
      'Mortgage Applied For FHA',
      'Interest Rate (%) 6.875',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Rows the borrower deleted are not printed.
    expect(text.match(/Lopez Design LLC/g)).toHaveLength(1);
  });

  it('prints section 8 as the definition asks it: Ethnicity, Race and Sex, each answer with what is under it', async () => {
    const section8 = (text: string, person: string) => {
      const start = text.indexOf(`Section 8: Demographic Information - ${person}`);
      return text.slice(start, text.indexOf('The Demographic Information was provided through', start));
    };
    const latest = await textOf('lender');
    expect(section8(latest, 'Maria Elena Lopez (Borrower)')).toContain(
      'Ethnicity Hispanic or Latino (Mexican, Other Hispanic or Latino (Colombian)) ' +
        'Race Asian (Chinese, Other Asian (Hmong)), White Sex Female',
    );
    expect(section8(latest, 'Sofia Reyes (Co-Applicant)')).toContain(
      'Race American Indian or Alaska Native (Seminole), Native Hawaiian or Other Pacific Islander (Samoan) ' +
        'Sex Female, Male',
    );
    // A stage 6 filled on version 1 (before the layout hints) prints version 1's own fields, each on its own line,
    // and none of version 2's questions.
    const first = FORM_SOURCES.find((source) => source.folder === 'application-stage6/v1')?.definition;
    const onFirst = section8(
      await textOf('lender', { definitions: new Map([...DEFINITIONS, ['stageSix', first as FormDefinition]]) }),
      'Maria Elena Lopez (Borrower)',
    );
    for (const answer of ['Ethnicity Hispanic or Latino Mexican Yes', 'Chinese Yes', 'White Yes', 'Female Yes']) {
      expect(onFirst).toContain(answer);
    }
    expect(onFirst).not.toContain('Race Asian');
    expect(onFirst).not.toContain('Sex Female');
  });

  it('labels each record by the definition version its stage was filled on: a title changed in a newer version shows on records filled on it, not on older ones', async () => {
    const original = DEFINITIONS.get('stageTwo') as FormDefinition;
    const renamed = structuredClone(original);
    renamed.version = original.version + 1;
    const property = (holder: FormDefinition['schema'] | undefined, name: string) => {
      const found = holder?.properties?.[name];
      if (!found) throw new Error(`stage 2 has no ${name}`);
      return found;
    };
    property(property(renamed.schema, 'loanDetails'), 'requestedLoanRate').title = 'Note Rate Requested (%)';
    property(renamed.schema, 'giftsGrants').title = 'Gifts and Grants for this Loan';
    const onNewer = await textOf('lender', { definitions: new Map([...DEFINITIONS, ['stageTwo', renamed]]) });
    const onOlder = await textOf('lender');
    expect(onNewer).toContain('Note Rate Requested (%) 6.875');
    expect(onNewer).toContain('4d. Gifts and Grants for this Loan');
    expect(onNewer).not.toContain('Interest Rate (%)');
    expect(onOlder).toContain('Interest Rate (%) 6.875');
    expect(onOlder).toContain('4d. Gifts or Grants You Have Been Given or Will Receive for this Loan');
    expect(onOlder).not.toContain('Note Rate Requested');
  });

  it("shows personal numbers whole on the lender's copy and masked on the borrower's", async () => {
    const lender = await textOf('lender');
    const borrower = await textOf('borrower');
    for (const whole of ['219-09-9999', '04/15/1985', '000123456789', '7700112233', '219-09-9998']) {
      expect(lender).toContain(whole);
      expect(borrower).not.toContain(whole);
    }
    expect(borrower).toContain('***-**-9999');
    expect(borrower).toContain('**/**/1985');
    expect(borrower).toContain('****6789');
    expect(borrower).toContain(COPY_NOTES.borrower);
  });

  it('prints a short application on its own sections', async () => {
    const text = await textOf('borrower', {
      row: { ...ROW, kind: 'short' },
      data: stageFixture('application-short'),
    });
    expect(text).toContain('Uniform Residential Loan Application - Short Application');
    expect(text).toContain('Section 1: Your Details First Name Maria Last Name Lopez');
    expect(text).toContain('Section 4: Loan Loan Purpose');
    expect(text).toContain('Section 9: Loan Originator Information');
  });
});
