import {
  maskPersonalValue,
  messageKeyOf,
  personalPathsOf,
  schemaAtPath,
  type FormDefinition,
  type LookupOptions,
  type UiSchema,
} from 'engine';
import { LENDER, lenderAddressLine, authorizationAgreementText, AUTHORIZATION_AGREEMENT } from 'common';
import stageSixV2 from 'forms/application-stage6/v2/definition.json' with { type: 'json' };
import { renderBlocksPdf, type PdfBlock, type PdfField } from 'server/pdf/pdfBlocks.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { answeredQuestions, displayValue, dollarsText } from './fieldDisplay.ts';
import { amountOf } from './applicationFacts.ts';
import { fullNameOf, type ApplicationPerson } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/index.ts';

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

/** Section 5's questions, in the URLA's order and words, by the key of their answer. */
const DECLARATION_QUESTIONS: readonly (readonly [string, string])[] = [
  ['intentToOccupyIndicator', 'A. Will you occupy the property as your primary residence?'],
  [
    'homeownerPastThreeYearsIndicator',
    'If YES, have you had an ownership interest in another property in the last three years?',
  ],
  ['priorPropertyUsageType', '(1) What type of property did you own?'],
  ['priorPropertyTitleType', '(2) How did you hold title to the property?'],
  [
    'specialBorrowerSellerRelationshipIndicator',
    'B. If this is a Purchase Transaction: Do you have a family relationship or business affiliation with the seller of the property?',
  ],
  [
    'undisclosedBorrowedFundsIndicator',
    'C. Are you borrowing any money for this real estate transaction (e.g., money for your closing costs or down payment) or obtaining any money from another party, such as the seller or realtor, that you have not disclosed on this loan application?',
  ],
  ['undisclosedBorrowedFundsAmount', 'If YES, what is the amount of this money?'],
  [
    'undisclosedMortgageApplicationIndicator',
    'D. 1. Have you or will you be applying for a mortgage loan on another property (not the property securing this loan) on or before closing this transaction that is not disclosed on this loan application?',
  ],
  [
    'undisclosedCreditApplicationIndicator',
    'D. 2. Have you or will you be applying for any new credit (e.g., installment loan, credit card, etc.) on or before closing this loan that is not disclosed on this application?',
  ],
  [
    'propertyProposedCleanEnergyLienIndicator',
    'E. Will this property be subject to a lien that could take priority over the first mortgage lien, such as a clean energy lien paid through your property taxes (e.g., the Property Assessed Clean Energy Program)?',
  ],
  [
    'undisclosedComakerOfNoteIndicator',
    'F. Are you a co-signer or guarantor on any debt or loan that is not disclosed on this application?',
  ],
  ['outstandingJudgementsIndicator', 'G. Are there any outstanding judgments against you?'],
  ['presentlyDelinquentIndicatorURLA', 'H. Are you currently delinquent or in default on a Federal debt?'],
  [
    'partyToLawsuitIndicatorURLA',
    'I. Are you a party to a lawsuit in which you potentially have any personal financial liability?',
  ],
  [
    'priorPropertyDeedInLieuConveyedIndicator',
    'J. Have you conveyed title to any property in lieu of foreclosure in the past 7 years?',
  ],
  [
    'priorPropertyShortSaleCompletedIndicator',
    'K. Within the past 7 years, have you completed a pre-foreclosure sale or short sale, whereby the property was sold to a third party and the Lender agreed to accept less than the outstanding mortgage balance due?',
  ],
  ['priorPropertyForeclosureCompletedIndicator', 'L. Have you had property foreclosed upon in the last 7 years?'],
  ['bankruptcyIndicator', 'M. Have you declared bankruptcy within the past 7 years?'],
];

/** The bankruptcy chapters of declaration M (decision 5: 7, 11, 12 and 13). */
const BANKRUPTCY_CHAPTERS: readonly (readonly [string, string])[] = [
  ['bankruptcyIndicatorChapterSeven', 'Chapter 7'],
  ['bankruptcyIndicatorChapterEleven', 'Chapter 11'],
  ['bankruptcyIndicatorChapterTwelve', 'Chapter 12'],
  ['bankruptcyIndicatorChapterThirteen', 'Chapter 13'],
];

/**
 * Section 8 of a stage 6 filled on version 1, whose definition predates the layout hints: laid out by version 2's
 * hints (the same fields, and a published version never changes); its titles and labels are still version 1's.
 */
const SECTION_8_HINTS: UiSchema = stageSixV2.uiSchema.applications.items.demographicInfo;

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
      // The standard PDF fonts have no bullet: masked digits print as asterisks.
      return maskPersonalValue(schemaAtPath(this.definition.schema, key)?.format, value).replace(/\u2022/g, '*');
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
    this.people = APPLICATION_PEOPLE.peopleOf(input.data);
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
    return `${fullNameOf(person) || 'Name not given'} (${APPLICATION_PEOPLE.roleName(person.applicantType)})`;
  }

  build(): PdfBlock[] {
    for (const person of this.people) this.borrowerInformation(person);
    for (const person of this.people) this.assetsAndLiabilities(person);
    for (const person of this.people) this.realEstate(person);
    this.loanAndProperty();
    for (const person of this.people) this.declarations(person);
    this.acknowledgments();
    for (const person of this.people) this.militaryService(person);
    for (const person of this.people) this.demographics(person);
    this.loanOriginator();
    this.lenderLoanInformation();
    return this.blocks;
  }

  /** A person's column of stage 6: their applicant entry, and the borrower or co-borrower column of it. */
  private stageSixOf(
    person: ApplicationPerson,
  ): { entry: Data; base: string; column: 'borrower' | 'coborrower' } | undefined {
    const found = this.entryOf('stageSix', person.owner);
    if (!found) return undefined;
    return {
      entry: found.entry,
      base: `applications.${found.index}`,
      column: person.applicantType === 'CoBorrower' ? 'coborrower' : 'borrower',
    };
  }

  /** Section 2 for one person (stage 5): accounts, other assets and credits, liabilities, other liabilities. */
  private assetsAndLiabilities(person: ApplicationPerson): void {
    const found = this.entryOf('stageFive', person.mapid);
    this.blocks.push({
      kind: 'section',
      title: `Section 2: Financial Information - Assets and Liabilities - ${this.personTitle(person)}`,
    });
    if (!found) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return;
    }
    const text = this.text('stageFive');
    const base = `applications.${found.index}`;
    const list = (key: string) => rowsOf(found.entry[key]);
    this.blocks.push(
      { kind: 'heading', title: '2a. Assets - Bank Accounts, Retirement, and Other Accounts You Have' },
      {
        kind: 'table',
        columns: [
          { label: 'Account Type', width: 2 },
          { label: 'Financial Institution', width: 2.2 },
          { label: 'Account Number', width: 1.6 },
          { label: 'Cash or Market Value', width: 1.3 },
        ],
        rows: list('assets').map((row, index) => [
          text.shown(`${base}.assets.${index}.assetType`, row.assetType),
          String(row.holderName ?? ''),
          text.shown(`${base}.assets.${index}.accountIdentifier`, row.accountIdentifier),
          money(row.cashOrMarketValue),
        ]),
        empty: 'Does not apply.',
      },
      { kind: 'heading', title: '2b. Other Assets and Credits You Have' },
      {
        kind: 'table',
        columns: [
          { label: 'Asset or Credit Type', width: 4 },
          { label: 'Cash or Market Value', width: 1.3 },
        ],
        rows: [
          ...list('otherAssets').map((row, index) => [
            text.shown(`${base}.otherAssets.${index}.assetType`, row.assetType),
            money(row.cashOrMarketValue),
          ]),
          ...list('otherCredits').map((row, index) => [
            text.shown(`${base}.otherCredits.${index}.assetType`, row.assetType),
            money(row.cashOrMarketValue),
          ]),
        ],
        empty: 'Does not apply.',
      },
      { kind: 'heading', title: '2c. Liabilities - Credit Cards, Other Debts, and Leases that You Owe' },
      {
        kind: 'table',
        columns: [
          { label: 'Account Type', width: 2 },
          { label: 'Company Name', width: 2 },
          { label: 'Account Number', width: 1.6 },
          { label: 'Unpaid Balance', width: 1.2 },
          { label: 'Monthly Payment', width: 1.2 },
        ],
        rows: list('liabilities').map((row, index) => [
          text.shown(`${base}.liabilities.${index}.liabilityType`, row.liabilityType),
          String(row.holderName ?? ''),
          text.shown(`${base}.liabilities.${index}.accountIdentifier`, row.accountIdentifier),
          money(row.unpaidBalanceAmount),
          money(row.monthlyPaymentAmount),
        ]),
        empty: 'Does not apply.',
      },
      { kind: 'heading', title: '2d. Other Liabilities and Expenses' },
      {
        kind: 'table',
        columns: [
          { label: 'Liability or Expense', width: 4 },
          { label: 'Monthly Payment', width: 1.3 },
        ],
        rows: list('otherLiabilities').map((row, index) => [
          text.shown(`${base}.otherLiabilities.${index}.liabilityOrExpenseType`, row.liabilityOrExpenseType),
          money(row.monthlyPayment),
        ]),
        empty: 'Does not apply.',
      },
    );
  }

  /** Section 3 for one person (stage 5): the properties they own and the mortgages on them. */
  private realEstate(person: ApplicationPerson): void {
    const found = this.entryOf('stageFive', person.mapid);
    const properties = found ? rowsOf(found.entry.reoProperties) : [];
    const text = this.text('stageFive');
    const base = found ? `applications.${found.index}.reoProperties` : '';
    this.blocks.push(
      { kind: 'section', title: `Section 3: Financial Information - Real Estate - ${this.personTitle(person)}` },
      {
        kind: 'table',
        columns: [
          { label: 'Address', width: 3 },
          { label: 'Property Value', width: 1.2 },
          { label: 'Status', width: 1.1 },
          { label: 'Intended Occupancy', width: 1.3 },
          { label: 'Monthly Insurance, Taxes, Association Dues', width: 1.5 },
          { label: 'Monthly Rental Income', width: 1.2 },
        ],
        rows: properties.map((row, index) => [
          addressLine([
            row.uRLA2020StreetAddress,
            [text.shown(`${base}.${index}.unitType`, row.unitType), row.unitNumber].filter(Boolean).join(' '),
            row.city,
            [row.state, row.postalCode].filter(Boolean).join(' '),
          ]),
          money(row.marketValueAmount),
          text.shown(`${base}.${index}.dispositionStatusType`, row.dispositionStatusType),
          text.shown(`${base}.${index}.futurePropertyUsageType`, row.futurePropertyUsageType),
          money(row.maintenanceExpenseAmount),
          money(row.rentalIncomeGrossAmount),
        ]),
        empty: 'I do not own any real estate.',
      },
    );
    const mortgages = properties
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => row.mortgateLoanIndicator === true);
    if (mortgages.length === 0) return;
    this.blocks.push(
      { kind: 'heading', title: 'Mortgage Loans on these Properties' },
      {
        kind: 'table',
        columns: [
          { label: 'Property', width: 2 },
          { label: 'Creditor Name', width: 2 },
          { label: 'Account Number', width: 1.5 },
          { label: 'Monthly Mortgage Payment', width: 1.2 },
          { label: 'Unpaid Balance', width: 1.2 },
          { label: 'Type', width: 1 },
          { label: 'To be paid off at or before closing', width: 1.1 },
        ],
        rows: mortgages.map(({ row, index }) => [
          String(row.uRLA2020StreetAddress ?? ''),
          String(row.loanCreditorName ?? ''),
          text.shown(`${base}.${index}.loanAccountIdentifier`, row.loanAccountIdentifier),
          money(row.lienInstallmentAmount),
          money(row.lienUpbAmount),
          text.shown(`${base}.${index}.lienLoanType`, row.lienLoanType),
          text.shown(`${base}.${index}.lienPaidOffIndicator`, row.lienPaidOffIndicator),
        ]),
        empty: '',
      },
    );
  }

  /** Section 5 for one person (stage 6): the declarations A to M, in the URLA's words. */
  private declarations(person: ApplicationPerson): void {
    const six = this.stageSixOf(person);
    this.blocks.push({ kind: 'section', title: `Section 5: Declarations - ${this.personTitle(person)}` });
    const answers = six && isObject(six.entry.declarations) ? six.entry.declarations[six.column] : undefined;
    if (!six || !isObject(answers)) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return;
    }
    const text = this.text('stageSix');
    const at = `${six.base}.declarations.${six.column}`;
    const chapters = BANKRUPTCY_CHAPTERS.filter(([key]) => answers[key] === true).map(([, name]) => name);
    this.blocks.push({
      kind: 'table',
      columns: [
        { label: 'Question', width: 6 },
        { label: 'Answer', width: 1.4 },
      ],
      rows: [
        ...DECLARATION_QUESTIONS.map(([key, question]) => [question, text.shown(`${at}.${key}`, answers[key])]),
        ['M. Types of bankruptcy', chapters.join(', ')],
      ],
      empty: 'Not provided.',
    });
  }

  /** Section 7 for one person (stage 6). */
  private militaryService(person: ApplicationPerson): void {
    const six = this.stageSixOf(person);
    this.blocks.push({ kind: 'section', title: `Section 7: Military Service - ${this.personTitle(person)}` });
    const service = six && isObject(six.entry.militaryService) ? six.entry.militaryService[six.column] : undefined;
    if (!six || !isObject(service)) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return;
    }
    const text = this.text('stageSix');
    const at = `${six.base}.militaryService.${six.column}`;
    this.blocks.push({
      kind: 'fields',
      columns: 2,
      fields: [
        text.field(
          'Did you (or your deceased spouse) ever serve, or are you currently serving, in the United States Armed Forces?',
          service,
          at,
          'selfDeclaredMilitaryServiceIndicator',
          true,
        ),
        text.field('Currently serving on active duty', service, at, 'activeDuty'),
        text.field('Projected expiration date of service/tour', service, at, 'militaryServiceExpectedCompletionDate'),
        text.field('Currently retired, discharged, or separated from service', service, at, 'veteran'),
        text.field(
          'Only period of service was as a non-activated member of the Reserve or National Guard',
          service,
          at,
          'reserveNationalGuardReserveActivated',
        ),
        text.field('Surviving spouse', service, at, 'spousalVABenefitsEligibilityIndicator'),
      ],
    });
  }

  /** Section 8 for one person (stage 6): ethnicity, race and sex as answered, and how they were collected. */
  private demographics(person: ApplicationPerson): void {
    const six = this.stageSixOf(person);
    this.blocks.push({ kind: 'section', title: `Section 8: Demographic Information - ${this.personTitle(person)}` });
    const answers = six && isObject(six.entry.demographicInfo) ? six.entry.demographicInfo[six.column] : undefined;
    if (!six || !isObject(answers)) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return;
    }
    const definition = this.input.definitions.get('stageSix');
    // Ethnicity, Race and Sex as the definition asks them: its questions, titles and labels.
    const questions = definition
      ? answeredQuestions(
          definition,
          this.input.lookups,
          this.stage('stageSix'),
          `${six.base}.demographicInfo.${six.column}`,
          SECTION_8_HINTS[six.column] as UiSchema | undefined,
        )
      : [];
    this.blocks.push({
      kind: 'fields',
      columns: 1,
      fields: [
        ...questions,
        {
          label: 'The Demographic Information was provided through',
          value: 'Email or Internet (an online application)',
        },
      ],
    });
  }

  /** Where a person's section 1 is kept: stage 3's entry for an applicant, stage 4 for the co-borrower. */
  private personSource(person: ApplicationPerson) {
    if (person.applicantType === 'CoBorrower') {
      const stageFour = this.stage('stageFour');
      if (!isObject(stageFour.coborrower)) return undefined;
      return {
        text: this.text('stageFour'),
        holder: stageFour,
        base: '',
        personal: stageFour.coborrower,
        personalBase: 'coborrower',
        keys: { residences: 'residences', employments: 'employment', income: 'otherIncomeSources' },
      };
    }
    const found = this.entryOf('stageThree', person.mapid);
    if (!found || !isObject(found.entry.applicant)) return undefined;
    const base = `applications.${found.index}`;
    return {
      text: this.text('stageThree'),
      holder: found.entry,
      base,
      personal: found.entry.applicant,
      personalBase: `${base}.applicant`,
      keys: { residences: 'residences', employments: 'employments', income: 'incomesources' },
    };
  }

  /** Section 1 for one person: personal information, residences, employment and other income. */
  private borrowerInformation(person: ApplicationPerson): void {
    this.blocks.push({ kind: 'section', title: `Section 1: Borrower Information - ${this.personTitle(person)}` });
    const stageOne = this.stage('stageOne');
    const personal: PdfField[] = [
      { label: 'Name (First, Middle, Last)', value: fullNameOf(person) },
      { label: 'Cell Phone', value: person.mobilePhone },
      { label: 'Work Phone', value: person.workPhone },
      { label: 'Email', value: person.email },
      this.text('stageOne').field('Type of Credit', stageOne, '', 'borrowerCreditType'),
    ];
    const source = this.personSource(person);
    if (source) {
      const { text, personal: details, personalBase: at } = source;
      personal.push(
        text.field('Social Security Number', details, at, 'taxIdentificationIdentifier'),
        text.field('Date of Birth', details, at, 'birthDate'),
        text.field('Citizenship', details, at, 'citizenshipResidencyType'),
        text.field('Marital Status', details, at, 'maritalStatusType'),
        text.field('Dependents', details, at, 'dependentIndicator'),
        text.field('Ages of Dependents', details, at, 'dependentsAgesDescription'),
      );
    }
    this.blocks.push({ kind: 'heading', title: '1a. Personal Information' }, { kind: 'fields', fields: personal });
    if (!source) return;
    const join = (key: string) => (source.base ? `${source.base}.${key}` : key);
    this.residences(source.text, rowsOf(source.holder[source.keys.residences]), join(source.keys.residences));
    this.employments(source.text, rowsOf(source.holder[source.keys.employments]), join(source.keys.employments));
    this.otherIncome(source.text, rowsOf(source.holder[source.keys.income]), join(source.keys.income));
  }

  private residences(text: StageText, list: Data[], base: string): void {
    const rows = list.map((row, index) => {
      const at = `${base}.${index}`;
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

  private employments(text: StageText, rows: Data[], base: string): void {
    const titles: Record<string, string> = {
      Current: '1b. Current Employment/Self-Employment and Income',
      Additional: '1c. Additional Employment/Self-Employment and Income',
      Previous: '1d. Previous Employment/Self-Employment and Income',
    };
    if (rows.length === 0) {
      this.blocks.push({ kind: 'heading', title: titles.Current as string }, { kind: 'text', text: 'Does not apply.' });
      return;
    }
    rows.forEach((row, index) => {
      const at = `${base}.${index}`;
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

  private otherIncome(text: StageText, rows: Data[], base: string): void {
    this.blocks.push(
      { kind: 'heading', title: '1e. Income from Other Sources' },
      {
        kind: 'table',
        columns: [
          { label: 'Income Source', width: 3 },
          { label: 'Monthly Income', width: 1 },
        ],
        rows: rows.map((row, index) => [
          text.shown(`${base}.${index}.description`, row.description),
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
