import {
  LENDER,
  lenderAddressLine,
  maskPersonalValue,
  messageKeyOf,
  personalPathsOf,
  schemaAtPath,
  authorizationAgreementText,
  AUTHORIZATION_AGREEMENT,
  type FormDefinition,
  type LookupOptions,
} from 'engine';
import { renderBlocksPdf, type PdfBlock, type PdfField } from 'server/pdf/pdfBlocks.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { displayValue, dollarsText } from './fieldDisplay.ts';
import { amountOf } from './applicationFacts.ts';
import { fullNameOf, peopleOf, type ApplicationPerson } from './applicationPeople.ts';

/**
 * The application as a PDF laid out like the URLA (Fannie Mae 1003 / Freddie Mac 65): section 1 for each borrower,
 * 2 and 3 their assets, liabilities and real estate, 4 the loan and property, 5 the declarations, 6 the
 * authorization agreed to, 7 military service, 8 demographic information, 9 the loan originator, and L3 the mortgage
 * loan information, where the application holds the data. Every value is read through its definition (lookup
 * labels, choice labels, money). The borrower's copy masks the Social Security number, the date of birth and
 * account numbers (as every reply does); the lender's copy, for staff on the loan, shows them whole because the
 * lender must verify them.
 */

type Data = Record<string, unknown>;

/** Which copy: the borrower's (personal numbers masked) or the lender's (whole). */
export type PdfCopy = 'borrower' | 'lender';

/** What the PDF is made from. */
export interface ApplicationPdfInput {
  row: Pick<ApplicationRow, 'id' | 'kind' | 'ref_number' | 'status_indicator' | 'submitted_at' | 'updated_at'>;
  /** The record with every personal value opened: `{ stageOne, … }`, or the short application's values. */
  data: Data;
  /** The definition each stage was filled on, by stage key (`short` for the short application). */
  definitions: ReadonlyMap<string, FormDefinition>;
  lookups: LookupOptions;
  loanNumber: string | null;
  copy: PdfCopy;
  createdAt: Date;
}

const STATUS_NAMES: Record<number, string> = { 0: 'Saved', 1: 'Submitted', 3: 'Completed' };

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (value: unknown): Data[] =>
  (Array.isArray(value) ? value.filter(isObject) : []).filter((row) => row.delete !== true);

/** Reads one stage's values for the page, masking personal values on the borrower's copy. */
class StageText {
  private readonly personal: Set<string>;

  constructor(
    private readonly definition: FormDefinition | undefined,
    private readonly lookups: LookupOptions,
    private readonly copy: PdfCopy,
  ) {
    this.personal = new Set(definition ? personalPathsOf(definition) : []);
  }

  /** The value at a path of the stage as it reads on paper. */
  shown(path: string, value: unknown): string {
    if (!this.definition) return typeof value === 'string' ? value : '';
    const key = messageKeyOf(path);
    if (this.copy === 'borrower' && this.personal.has(key) && typeof value === 'string' && value !== '') {
      return maskPersonalValue(schemaAtPath(this.definition.schema, key)?.format, value);
    }
    return displayValue(this.definition, this.lookups, path, value);
  }

  /** A labelled field of the grid for the value at `path` under `holder` (whose own path is `base`). */
  field(label: string, holder: Data, base: string, key: string, wide = false): PdfField {
    return { label, value: this.shown(base ? `${base}.${key}` : key, holder[key]), wide };
  }
}

/** Months of a duration given as years and months ('5', '3') as '5 years 3 months'. */
function duration(years: unknown, months: unknown): string {
  const y = Number(years ?? 0) || 0;
  const m = Number(months ?? 0) || 0;
  const parts = [y ? `${y} year${y === 1 ? '' : 's'}` : '', m ? `${m} month${m === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** An address written on one line from its parts. */
function addressLine(parts: (unknown | undefined)[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(', ');
}

function money(value: unknown): string {
  const amount = amountOf(value);
  return amount === null ? '' : dollarsText(amount);
}

/** Builds the blocks of a full application. */
class FullApplication {
  readonly blocks: PdfBlock[] = [];
  private readonly people: ApplicationPerson[];

  constructor(private readonly input: ApplicationPdfInput) {
    this.people = peopleOf(input.data);
  }

  private text(stageKey: string): StageText {
    return new StageText(this.input.definitions.get(stageKey), this.input.lookups, this.input.copy);
  }

  private stage(stageKey: string): Data {
    const value = this.input.data[stageKey];
    return isObject(value) ? value : {};
  }

  private entryOf(stageKey: string, mapid: number): { entry: Data; index: number } | undefined {
    const entries = rowsOf(this.stage(stageKey).applications);
    const index = entries.findIndex((entry) => Number(entry.mapid) === mapid);
    return index === -1 ? undefined : { entry: entries[index] as Data, index };
  }

  private personTitle(person: ApplicationPerson): string {
    const role = { Applicant: 'Borrower', CoBorrower: 'Co-Borrower', 'Co-Applicant': 'Co-Applicant' }[
      person.applicantType
    ];
    return `${fullNameOf(person) || 'Name not given'} (${role})`;
  }

  build(): PdfBlock[] {
    for (const person of this.people) this.borrowerInformation(person);
    this.loanAndProperty();
    this.acknowledgments();
    this.loanOriginator();
    this.lenderLoanInformation();
    return this.blocks;
  }

  /** Section 1 for one person: personal information, residences, employment and other income. */
  private borrowerInformation(person: ApplicationPerson): void {
    this.blocks.push({ kind: 'section', title: `Section 1: Borrower Information - ${this.personTitle(person)}` });
    const stageOne = this.stage('stageOne');
    const one = this.text('stageOne');
    const personal: PdfField[] = [
      { label: 'Name (First, Middle, Last)', value: fullNameOf(person) },
      { label: 'Cell Phone', value: person.mobilePhone },
      { label: 'Work Phone', value: person.workPhone },
      { label: 'Email', value: person.email },
      one.field('Type of Credit', stageOne, '', 'borrowerCreditType'),
    ];
    const found = person.applicantType === 'CoBorrower' ? undefined : this.entryOf('stageThree', person.mapid);
    if (found) {
      const three = this.text('stageThree');
      const base = `applications.${found.index}.applicant`;
      const applicant = isObject(found.entry.applicant) ? found.entry.applicant : {};
      personal.push(
        three.field('Social Security Number', applicant, base, 'taxIdentificationIdentifier'),
        three.field('Date of Birth', applicant, base, 'birthDate'),
        three.field('Citizenship', applicant, base, 'citizenshipResidencyType'),
        three.field('Marital Status', applicant, base, 'maritalStatusType'),
        three.field('Dependents', applicant, base, 'dependentIndicator'),
        three.field('Ages of Dependents', applicant, base, 'dependentsAgesDescription'),
      );
      this.blocks.push({ kind: 'heading', title: '1a. Personal Information' }, { kind: 'fields', fields: personal });
      this.residences(three, found.entry, `applications.${found.index}`);
      this.employments(three, found.entry, `applications.${found.index}`);
      this.otherIncome(three, found.entry, `applications.${found.index}`);
      return;
    }
    this.blocks.push({ kind: 'heading', title: '1a. Personal Information' }, { kind: 'fields', fields: personal });
  }

  private residences(text: StageText, holder: Data, base: string): void {
    const rows = rowsOf(holder.residences).map((row, index) => {
      const at = `${base}.residences.${index}`;
      const kind = row.mailingAddressIndicator ? 'Mailing' : row.residencyType === 'Prior' ? 'Former' : 'Current';
      const address = addressLine([
        row.uRLA2020StreetAddress,
        [text.shown(`${at}.addressUnitDesignatorType`, row.addressUnitDesignatorType), row.addressUnitIdentifier]
          .filter(Boolean)
          .join(' '),
        row.addressCity,
        [row.addressState, row.addressPostalCode].filter(Boolean).join(' '),
        row.country,
      ]);
      return { kind, address, row, at };
    });
    const shown = rows.filter((entry) => entry.address !== '');
    this.blocks.push(
      { kind: 'heading', title: 'Current, Former and Mailing Address' },
      {
        kind: 'table',
        columns: [
          { label: 'Address', width: 4 },
          { label: 'Kind', width: 1 },
          { label: 'Housing', width: 1.6 },
          { label: 'Monthly Rent', width: 1.2 },
          { label: 'How Long at Address', width: 1.6 },
        ],
        rows: shown.map(({ kind, address, row, at }) => [
          address,
          kind,
          text.shown(`${at}.residencyBasisType`, row.residencyBasisType),
          text.shown(`${at}.rent`, row.rent),
          duration(row.durationTermYears, row.durationTermMonths),
        ]),
        empty: 'No address given.',
      },
    );
  }

  private employments(text: StageText, holder: Data, base: string): void {
    const titles: Record<string, string> = {
      Current: '1b. Current Employment/Self-Employment and Income',
      Additional: '1c. Additional Employment/Self-Employment and Income',
      Previous: '1d. Previous Employment/Self-Employment and Income',
    };
    const rows = rowsOf(holder.employments);
    if (rows.length === 0) {
      this.blocks.push({ kind: 'heading', title: titles.Current as string }, { kind: 'text', text: 'Does not apply.' });
      return;
    }
    rows.forEach((row, index) => {
      const at = `${base}.employments.${index}`;
      const type = typeof row.employmentTypeIndicator === 'string' ? row.employmentTypeIndicator : 'Current';
      const field = (label: string, key: string, wide = false) => text.field(label, row, at, key, wide);
      const fields: PdfField[] = [
        field('Employer or Business Name', 'employerName'),
        field('Phone', 'phoneNumber'),
        field('Position or Title', 'positionDescription'),
        {
          label: 'Address',
          value: addressLine([
            row.uRLA2020StreetAddress,
            [text.shown(`${at}.unitType`, row.unitType), row.unitNumber].filter(Boolean).join(' '),
            row.addressCity,
            [row.addressState, row.addressPostalCode].filter(Boolean).join(' '),
            row.country,
          ]),
          wide: true,
        },
        field('Start Date', 'employmentStartDate'),
        field(type === 'Previous' ? 'End Date' : 'End Date (if any)', 'endDate'),
        { label: 'How long in this line of work', value: duration(row.timeInLineOfWorkYears, row.jobTermMonths) },
        field(
          'Employed by a family member, property seller, real estate agent, or other party to the transaction',
          'specialEmployerRelationshipIndicator',
          true,
        ),
        field('Business Owner or Self-Employed', 'selfEmployedIndicator'),
        field('Ownership Share', 'ownershipInterestType'),
        field('Monthly Income (or Loss)', 'employmentMonthlyIncomeAmount'),
        field('Base', 'basePayAmount'),
        field('Overtime', 'overtimeAmount'),
        field('Bonus', 'bonusAmount'),
        field('Commission', 'commissionsAmount'),
        field('Military Entitlements', 'entitlementsAmount'),
        field('Other', 'otherAmount'),
      ];
      const total = [
        'basePayAmount',
        'overtimeAmount',
        'bonusAmount',
        'commissionsAmount',
        'entitlementsAmount',
        'otherAmount',
      ]
        .map((key) => amountOf(row[key]) ?? 0)
        .reduce((sum, amount) => sum + amount, 0);
      if (total > 0) fields.push({ label: 'Total', value: dollarsText(total) });
      this.blocks.push(
        { kind: 'heading', title: titles[type] ?? (titles.Current as string) },
        { kind: 'fields', fields },
      );
    });
  }

  private otherIncome(text: StageText, holder: Data, base: string): void {
    const rows = rowsOf(holder.incomesources);
    this.blocks.push(
      { kind: 'heading', title: '1e. Income from Other Sources' },
      {
        kind: 'table',
        columns: [
          { label: 'Income Source', width: 3 },
          { label: 'Monthly Income', width: 1 },
        ],
        rows: rows.map((row, index) => [
          text.shown(`${base}.incomesources.${index}.description`, row.description),
          money(row.monthlyAmount),
        ]),
        empty: 'Does not apply.',
      },
    );
  }

  /** Section 4: the loan, the property, other new mortgage loans and gifts or grants (stage 2). */
  private loanAndProperty(): void {
    const stageTwo = this.stage('stageTwo');
    const two = this.text('stageTwo');
    const loan = isObject(stageTwo.loanDetails) ? stageTwo.loanDetails : {};
    const property = isObject(stageTwo.property) ? stageTwo.property : {};
    this.blocks.push(
      { kind: 'section', title: 'Section 4: Loan and Property Information' },
      { kind: 'heading', title: '4a. Loan and Property Information' },
      {
        kind: 'fields',
        fields: [
          two.field('Loan Amount', loan, 'loanDetails', 'borrowerRequestedLoanAmount'),
          two.field('Loan Purpose', loan, 'loanDetails', 'loanPurposeType'),
          two.field('Occupancy', loan, 'loanDetails', 'propertyUsageType'),
          {
            label: 'Property Address',
            value: addressLine([
              property.addressLineText,
              [
                two.shown('property.addressUnitDesignatorType', property.addressUnitDesignatorType),
                property.addressUnitIdentifier,
              ]
                .filter(Boolean)
                .join(' '),
              property.city,
              [property.state, property.postalCode].filter(Boolean).join(' '),
              property.country,
            ]),
            wide: true,
          },
          two.field('Number of Units', property, 'property', 'financedNumberOfUnits'),
          two.field('Property Value', property, 'property', 'propertyEstimatedValueAmount'),
          two.field('Appraised Value', property, 'property', 'propertyAppraisedValueAmount'),
          two.field('Property Type', loan, 'loanDetails', 'propertyType'),
        ],
      },
      { kind: 'heading', title: '4b. Other New Mortgage Loans on the Property You are Buying or Refinancing' },
      {
        kind: 'table',
        columns: [
          { label: 'Creditor Name', width: 3 },
          { label: 'Lien Type', width: 1.4 },
          { label: 'Monthly Payment', width: 1.3 },
          { label: 'Loan Amount/Amount to be Drawn', width: 1.6 },
          { label: 'Credit Limit (if applicable)', width: 1.5 },
        ],
        rows: rowsOf(stageTwo.otherMortgageLoans).map((row, index) => [
          String(row.creditorName ?? ''),
          two.shown(`otherMortgageLoans.${index}.lienType`, row.lienType),
          money(row.monthlyPayment),
          money(row.loanAmount),
          money(row.creditLimit),
        ]),
        empty: 'Does not apply.',
      },
      { kind: 'heading', title: '4d. Gifts or Grants You Have Been Given or Will Receive for this Loan' },
      {
        kind: 'table',
        columns: [
          { label: 'Asset Type', width: 2 },
          { label: 'Deposited/Not Deposited', width: 1.6 },
          { label: 'Source', width: 2 },
          { label: 'Cash or Market Value', width: 1.4 },
        ],
        rows: rowsOf(stageTwo.giftsGrants).map((row, index) => [
          two.shown(`giftsGrants.${index}.assetType`, row.assetType),
          two.shown(`giftsGrants.${index}.depositedIndicator`, row.depositedIndicator),
          two.shown(`giftsGrants.${index}.source`, row.source),
          money(row.amount),
        ]),
        empty: 'Does not apply.',
      },
    );
  }

  /** Section 6: the authorization the borrower agreed to before starting. */
  private acknowledgments(): void {
    this.blocks.push(
      { kind: 'section', title: 'Section 6: Acknowledgments and Agreements' },
      { kind: 'heading', title: `${AUTHORIZATION_AGREEMENT.title} (agreed online before the application was started)` },
      { kind: 'text', text: authorizationAgreementText() },
    );
  }

  /** Section 9: the lender and the loan officer chosen at stage 1. */
  private loanOriginator(): void {
    const stageOne = this.stage('stageOne');
    const one = this.text('stageOne');
    this.blocks.push(
      { kind: 'section', title: 'Section 9: Loan Originator Information' },
      {
        kind: 'fields',
        fields: [
          { label: 'Loan Originator Organization Name', value: LENDER.legalName },
          { label: 'Loan Originator Organization NMLSR ID#', value: LENDER.nmlsId },
          { label: 'Address', value: lenderAddressLine() },
          one.field('Loan Originator Name', stageOne, '', 'loanOfficer'),
          one.field('Loan Originator NMLSR ID#', stageOne, '', 'loanOfficerNMLSId'),
          one.field('State License State', stageOne, '', 'loanOfficerLicenseState'),
          one.field('State License ID#', stageOne, '', 'loanOfficerLicenseID'),
          one.field('Email', stageOne, '', 'loanOfficerEmail'),
          one.field('Phone', stageOne, '', 'loanOfficerPhone'),
        ],
      },
    );
  }

  /** L3: the mortgage loan asked for (stage 2's loan details). */
  private lenderLoanInformation(): void {
    const stageTwo = this.stage('stageTwo');
    const two = this.text('stageTwo');
    const loan = isObject(stageTwo.loanDetails) ? stageTwo.loanDetails : {};
    this.blocks.push(
      { kind: 'section', title: 'Lender Loan Information' },
      { kind: 'heading', title: 'L3. Mortgage Loan Information' },
      {
        kind: 'fields',
        fields: [
          two.field('Mortgage Type Applied For', loan, 'loanDetails', 'mortgageType'),
          two.field('Note Rate (requested, %)', loan, 'loanDetails', 'requestedLoanRate'),
          two.field('Loan Term (months)', loan, 'loanDetails', 'loanTermInMonths'),
          two.field('Amortization Type', loan, 'loanDetails', 'amortizationType'),
        ],
      },
    );
  }
}

/** The short application's blocks: the borrower, the property and the loan purpose (part 2 §3.8). */
function shortApplicationBlocks(input: ApplicationPdfInput): PdfBlock[] {
  const text = new StageText(input.definitions.get('short'), input.lookups, input.copy);
  const data = input.data;
  const borrower = isObject(data.borrower) ? data.borrower : {};
  const property = isObject(data.property) ? data.property : {};
  const loan = isObject(data.loanDetails) ? data.loanDetails : {};
  return [
    { kind: 'section', title: 'Section 1: Borrower Information' },
    {
      kind: 'fields',
      fields: [
        { label: 'Name (First, Last)', value: addressLine([borrower.firstName, borrower.lastName]).replace(', ', ' ') },
        text.field('Cell Phone', borrower, 'borrower', 'mobilePhone'),
        text.field('Work Phone', borrower, 'borrower', 'workPhone'),
        text.field('Email', borrower, 'borrower', 'emailAddressText'),
        text.field('Preferred Contact', borrower, 'borrower', 'preferendContact'),
        text.field('Credit', borrower, 'borrower', 'creditType'),
        text.field('Co-Borrower', data, '', 'coBorrowerIndicator'),
      ],
    },
    { kind: 'section', title: 'Section 4: Loan and Property Information' },
    {
      kind: 'fields',
      fields: [
        text.field('Loan Purpose', loan, 'loanDetails', 'loanPurposeType'),
        text.field('Occupancy', loan, 'loanDetails', 'propertyUsageType'),
        {
          label: 'Property Address',
          value: addressLine([
            property.addressLineText,
            property.city,
            [property.state, property.postalCode].filter(Boolean).join(' '),
          ]),
          wide: true,
        },
        text.field('Appraised Value', property, 'property', 'propertyAppraisedValueAmount'),
      ],
    },
    { kind: 'section', title: 'Section 9: Loan Originator Information' },
    {
      kind: 'fields',
      fields: [
        { label: 'Loan Originator Organization Name', value: LENDER.legalName },
        { label: 'Loan Originator Organization NMLSR ID#', value: LENDER.nmlsId },
        text.field('Loan Originator Name', data, '', 'loanOfficer'),
        text.field('Loan Originator NMLSR ID#', data, '', 'loanOfficerNMLSId'),
      ],
    },
  ];
}

/** The copy's note under the title. */
export const COPY_NOTES: Record<PdfCopy, string> = {
  borrower: "Borrower's copy: Social Security numbers, dates of birth and account numbers are shown masked.",
  lender: "Lender's copy: holds personal information in full. Keep it confidential.",
};

/** Renders the application's PDF; returns its bytes. */
export async function renderApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const { row } = input;
  const title =
    row.kind === 'short'
      ? 'Uniform Residential Loan Application - Short Application'
      : 'Uniform Residential Loan Application';
  const dated = (row.submitted_at ?? row.updated_at ?? input.createdAt).toISOString().slice(0, 10);
  return renderBlocksPdf({
    title,
    author: LENDER.legalName,
    intro: [
      `${LENDER.legalName} - NMLS #${LENDER.nmlsId} - ${lenderAddressLine()}`,
      `Application ${row.ref_number}${input.loanNumber ? ` - Loan ${input.loanNumber}` : ''} - ${STATUS_NAMES[row.status_indicator] ?? 'Saved'} ${dated}`,
      COPY_NOTES[input.copy],
    ],
    running: `URLA - Application ${row.ref_number}`,
    createdAt: input.createdAt,
    blocks: row.kind === 'short' ? shortApplicationBlocks(input) : new FullApplication(input).build(),
  });
}
