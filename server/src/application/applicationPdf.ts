import {
  maskPersonalValue,
  messageKeyOf,
  personalPathsOf,
  schemaAtPath,
  type FormDefinition,
  type LookupOptions,
} from 'engine';
import { LENDER, lenderAddressLine, authorizationAgreementText, AUTHORIZATION_AGREEMENT } from 'common';
import { renderBlocksPdf, type PdfBlock, type PdfField } from 'server/pdf/pdfBlocks.ts';
import type { ApplicationRow } from 'server/records/applications.ts';
import { answeredQuestions, displayValue, dollarsText, shownAnswers, stageTitleOf, titleAt } from './fieldDisplay.ts';
import { amountOf } from './applicationFacts.ts';
import { fullNameOf, type ApplicationPerson, type ContactPart } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';

/**
 * The application as a PDF laid out like the URLA (Fannie Mae 1003 / Freddie Mac 65): section 1 for each borrower,
 * 2 and 3 their assets, liabilities and real estate, 4 the loan and property, 5 the declarations, 6 the
 * authorization agreed to, 7 military service, 8 demographic information, 9 the loan originator, and L3 the mortgage
 * loan information, where the application holds the data. Every value is read through the definition version its
 * stage was filled on (lookup labels, choice labels, money), and every field is labelled by its title there; a part's
 * heading is the URLA's number and the title the definition gives what it prints (the URLA's own words stand only
 * where no definition titles it). The borrower's copy masks the Social Security number, the date of birth and
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
      // The standard PDF fonts have no bullet: masked digits print as asterisks.
      return maskPersonalValue(schemaAtPath(this.definition.schema, key)?.format, value).replace(/\u2022/g, '*');
    }
    return displayValue(this.definition, this.lookups, path, value);
  }

  /** The title the definition gives the field at a path (rows by number or `*`), '' without a definition. */
  title(path: string): string {
    return this.definition ? titleAt(this.definition, path) : '';
  }

  /** The stage's heading as its page shows it ('' without a definition). */
  stageTitle(): string {
    return this.definition ? stageTitleOf(this.definition) : '';
  }

  /** A field of the grid, labelled by its title: the value at `key` under `holder` (whose own path is `base`). */
  field(holder: Data, base: string, key: string, wide = false): PdfField {
    const path = base ? `${base}.${key}` : key;
    return { label: this.title(path), value: this.shown(path, holder[key]), wide };
  }

  /**
   * A choice as it reads, with the words of its Other (the field at `describedBy`, beside it in the same object):
   * 'Other: Union dues'. Older versions, which did not ask them, print the choice alone.
   */
  described(path: string, value: unknown, describedBy: string, description: unknown): string {
    const shown = this.shown(path, value);
    const words = description === undefined || description === '' ? '' : this.shown(describedBy, description);
    return words ? `${shown}: ${words}` : shown;
  }

  /** A field of the grid with its Other's words (see described). */
  describedField(holder: Data, base: string, key: string, describedBy: string): PdfField {
    const at = (name: string) => (base ? `${base}.${name}` : name);
    return {
      label: this.title(at(key)),
      value: this.described(at(key), holder[key], at(describedBy), holder[describedBy]),
      wide: false,
    };
  }

  /**
   * The fields of the grid that were answered, of those named: a question asked only in some cases (a condition, or a
   * later version of the stage) prints when it holds an answer.
   */
  answeredFields(holder: Data, base: string, keys: readonly string[], wide = false): PdfField[] {
    return keys
      .filter((key) => holder[key] !== undefined && holder[key] !== '')
      .map((key) => this.field(holder, base, key, wide));
  }

  /** Whether the stage's definition asks the field at a path (`list.*.key`): an older version may not. */
  asks(path: string): boolean {
    return Boolean(this.definition && schemaAtPath(this.definition.schema, messageKeyOf(path)));
  }

  /** A table column headed by the title of the field at `path` (a row's field: `list.*.key`). */
  column(path: string, width: number): { label: string; width: number } {
    return { label: this.title(path), width };
  }

  /**
   * An address written on one line from its fields (`unit` is the unit type and number, printed together), labelled by
   * their titles in the order they are printed.
   */
  address(holder: Data, base: string, parts: AddressParts): PdfField {
    const at = (key: string) => (base ? `${base}.${key}` : key);
    const [unitType, unitNumber] = parts.unit ?? [];
    const keys = [parts.street, unitType, unitNumber, parts.city, parts.state, parts.zip, parts.country];
    return {
      label: keys
        .filter((key): key is string => key !== undefined)
        .map((key) => this.title(at(key)))
        .filter(Boolean)
        .join(', '),
      value: addressLine([
        holder[parts.street],
        unitType && unitNumber
          ? [this.shown(at(unitType), holder[unitType]), holder[unitNumber]].filter(Boolean).join(' ')
          : undefined,
        holder[parts.city],
        [holder[parts.state], parts.zip ? holder[parts.zip] : undefined].filter(Boolean).join(' '),
        parts.country ? holder[parts.country] : undefined,
      ]),
      wide: true,
    };
  }
}

/** The keys of an address's fields in a holder. */
interface AddressParts {
  street: string;
  unit?: [type: string, number: string];
  city: string;
  state: string;
  zip?: string;
  country?: string;
}

/** A heading: the URLA's number for the part (fixed wording) and the definition's title for what it prints. */
function numbered(number: string, title: string): string {
  return title ? `${number} ${title}` : number.replace(/:$/, '');
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

/**
 * The stages the URLA layout of FullApplication reads, each into its sections; any other stage of the manifest is
 * printed after them from its own definition (otherStage).
 */
const URLA_LAYOUT_STAGES: ReadonlySet<string> = new Set([
  'stageOne',
  'stageTwo',
  'stageThree',
  'stageFour',
  'stageFive',
  'stageSix',
]);

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

  /** A person's section bar: the URLA's section number, the definition's title for it, and the person. */
  private sectionTitle(number: string, title: string, person: ApplicationPerson): string {
    return `${numbered(number, title)} - ${this.personTitle(person)}`;
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
    for (const stage of APPLICATION_MANIFEST.stages) {
      if (!URLA_LAYOUT_STAGES.has(stage.key)) this.otherStage(stage.key, stage.perPerson);
    }
    return this.blocks;
  }

  /**
   * A stage the URLA layout does not read (one a manifest adds): a section titled by its definition, for each of its
   * people when it is filled per person, with what was answered by the definition's titles.
   */
  private otherStage(stageKey: string, perPerson: boolean): void {
    const definition = this.input.definitions.get(stageKey);
    if (!definition || this.input.data[stageKey] === undefined) return;
    const title = stageTitleOf(definition);
    const parts = perPerson
      ? APPLICATION_PEOPLE.peopleOfStage(this.input.data, stageKey).map((person) => {
          const found = this.entryOf(stageKey, person.mapid);
          return { title: `${title} - ${this.personTitle(person)}`, path: found && `applications.${found.index}` };
        })
      : [{ title, path: '' }];
    for (const part of parts) {
      this.blocks.push({ kind: 'section', title: part.title });
      const answers =
        part.path === undefined ? [] : shownAnswers(definition, this.input.lookups, this.stage(stageKey), part.path);
      if (answers.length === 0) {
        this.blocks.push({ kind: 'text', text: 'Not provided.' });
        continue;
      }
      this.blocks.push({
        kind: 'table',
        columns: [
          { label: 'Question', width: 4 },
          { label: 'Answer', width: 3 },
        ],
        rows: answers.map(({ label, value }) => [label, value]),
        empty: '',
      });
    }
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
    const text = this.text('stageFive');
    this.blocks.push({ kind: 'section', title: this.sectionTitle('Section 2:', text.stageTitle(), person) });
    if (!found) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return;
    }
    const base = `applications.${found.index}`;
    const list = (key: string) => rowsOf(found.entry[key]);
    const column = (key: string, width: number) => text.column(`applications.*.${key}`, width);
    // 2c's "To be paid off at or before closing", asked since stage 5 v2.
    const payoffAsked = text.asks('applications.*.liabilities.*.payoffIndicator');
    const heading = (number: string, key: string): PdfBlock => ({
      kind: 'heading',
      title: numbered(number, text.title(`applications.*.${key}`)),
    });
    this.blocks.push(
      heading('2a.', 'assets'),
      {
        kind: 'table',
        columns: [
          column('assets.*.assetType', 2),
          column('assets.*.holderName', 2.2),
          column('assets.*.accountIdentifier', 1.6),
          column('assets.*.cashOrMarketValue', 1.3),
        ],
        rows: list('assets').map((row, index) => [
          text.shown(`${base}.assets.${index}.assetType`, row.assetType),
          String(row.holderName ?? ''),
          text.shown(`${base}.assets.${index}.accountIdentifier`, row.accountIdentifier),
          money(row.cashOrMarketValue),
        ]),
        empty: 'Does not apply.',
      },
      // 2b's assets and credits are two lists of the stage, each under its own title.
      ...(['otherAssets', 'otherCredits'] as const).flatMap((key): PdfBlock[] => [
        heading('2b.', key),
        {
          kind: 'table',
          columns: [column(`${key}.*.assetType`, 4), column(`${key}.*.cashOrMarketValue`, 1.3)],
          rows: list(key).map((row, index) => {
            // An Other asset says whether it is liquid; an Other credit, what it is (stage 5 v2).
            const describedBy = key === 'otherAssets' ? 'assetTypeOtherDescription' : 'creditTypeOtherDescription';
            return [
              text.described(
                `${base}.${key}.${index}.assetType`,
                row.assetType,
                `${base}.${key}.${index}.${describedBy}`,
                row[describedBy],
              ),
              money(row.cashOrMarketValue),
            ];
          }),
          empty: 'Does not apply.',
        },
      ]),
      heading('2c.', 'liabilities'),
      {
        kind: 'table',
        columns: [
          column('liabilities.*.liabilityType', 2),
          column('liabilities.*.holderName', 2),
          column('liabilities.*.accountIdentifier', 1.6),
          column('liabilities.*.unpaidBalanceAmount', 1.2),
          column('liabilities.*.monthlyPaymentAmount', 1.2),
          ...(payoffAsked ? [column('liabilities.*.payoffIndicator', 1.1)] : []),
        ],
        rows: list('liabilities').map((row, index) => [
          text.described(
            `${base}.liabilities.${index}.liabilityType`,
            row.liabilityType,
            `${base}.liabilities.${index}.liabilityTypeOtherDescription`,
            row.liabilityTypeOtherDescription,
          ),
          String(row.holderName ?? ''),
          text.shown(`${base}.liabilities.${index}.accountIdentifier`, row.accountIdentifier),
          money(row.unpaidBalanceAmount),
          money(row.monthlyPaymentAmount),
          ...(payoffAsked ? [row.payoffIndicator === true ? 'Yes' : 'No'] : []),
        ]),
        empty: 'Does not apply.',
      },
      heading('2d.', 'otherLiabilities'),
      {
        kind: 'table',
        columns: [
          column('otherLiabilities.*.liabilityOrExpenseType', 4),
          column('otherLiabilities.*.monthlyPayment', 1.3),
        ],
        rows: list('otherLiabilities').map((row, index) => [
          text.described(
            `${base}.otherLiabilities.${index}.liabilityOrExpenseType`,
            row.liabilityOrExpenseType,
            `${base}.otherLiabilities.${index}.expenseTypeOtherDescription`,
            row.expenseTypeOtherDescription,
          ),
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
    const list = 'applications.*.reoProperties';
    const column = (key: string, width: number) => text.column(`${list}.*.${key}`, width);
    const address: AddressParts = {
      street: 'uRLA2020StreetAddress',
      unit: ['unitType', 'unitNumber'],
      city: 'city',
      state: 'state',
      zip: 'postalCode',
    };
    this.blocks.push(
      { kind: 'section', title: this.sectionTitle('Section 3:', text.title(list), person) },
      {
        kind: 'table',
        columns: [
          { label: text.address({}, `${list}.*`, address).label, width: 2.6 },
          column('marketValueAmount', 1.1),
          column('dispositionStatusType', 1.1),
          column('futurePropertyUsageType', 1.2),
          column('maintenanceExpenseAmount', 2),
          column('rentalIncomeGrossAmount', 1.1),
        ],
        rows: properties.map((row, index) => [
          text.address(row, `${base}.${index}`, address).value,
          money(row.marketValueAmount),
          text.shown(`${base}.${index}.dispositionStatusType`, row.dispositionStatusType),
          text.described(
            `${base}.${index}.futurePropertyUsageType`,
            row.futurePropertyUsageType,
            `${base}.${index}.futurePropertyUsageTypeOtherDescription`,
            row.futurePropertyUsageTypeOtherDescription,
          ),
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
          column('uRLA2020StreetAddress', 2),
          column('loanCreditorName', 2),
          column('loanAccountIdentifier', 1.5),
          column('lienInstallmentAmount', 1.2),
          column('lienUpbAmount', 1.2),
          column('lienLoanType', 1.2),
          column('lienPaidOffIndicator', 1.1),
        ],
        rows: mortgages.map(({ row, index }) => [
          String(row.uRLA2020StreetAddress ?? ''),
          String(row.loanCreditorName ?? ''),
          text.shown(`${base}.${index}.loanAccountIdentifier`, row.loanAccountIdentifier),
          money(row.lienInstallmentAmount),
          money(row.lienUpbAmount),
          text.described(
            `${base}.${index}.lienLoanType`,
            row.lienLoanType,
            `${base}.${index}.lienLoanTypeOtherDescription`,
            row.lienLoanTypeOtherDescription,
          ),
          text.shown(`${base}.${index}.lienPaidOffIndicator`, row.lienPaidOffIndicator),
        ]),
        empty: '',
      },
    );
  }

  /**
   * A part of stage 6 for one person (`part`: declarations, militaryService or demographicInfo): its section bar
   * titled by the part's title, and its questions as the stage's definition asks them (its titles, labels and layout),
   * or undefined when the person has no answers there.
   */
  private stageSixPart(number: string, part: string, person: ApplicationPerson) {
    const six = this.stageSixOf(person);
    const definition = this.input.definitions.get('stageSix');
    const title = definition ? titleAt(definition, `applications.*.${part}`) : '';
    this.blocks.push({ kind: 'section', title: this.sectionTitle(number, title, person) });
    const holder = six?.entry[part];
    if (!six || !definition || !isObject(holder) || !isObject(holder[six.column])) {
      this.blocks.push({ kind: 'text', text: 'Not provided.' });
      return undefined;
    }
    const path = `${six.base}.${part}.${six.column}`;
    return answeredQuestions(definition, this.input.lookups, this.stage('stageSix'), path);
  }

  /** Section 5 for one person (stage 6): the declarations A to M, as the definition words them. */
  private declarations(person: ApplicationPerson): void {
    const questions = this.stageSixPart('Section 5:', 'declarations', person);
    if (!questions) return;
    this.blocks.push({
      kind: 'table',
      columns: [
        { label: 'Question', width: 6 },
        { label: 'Answer', width: 1.4 },
      ],
      rows: questions.map(({ label, value }) => [label, value]),
      empty: 'Not provided.',
    });
  }

  /** Section 7 for one person (stage 6). */
  private militaryService(person: ApplicationPerson): void {
    const questions = this.stageSixPart('Section 7:', 'militaryService', person);
    if (questions) this.blocks.push({ kind: 'fields', columns: 1, fields: questions });
  }

  /** Section 8 for one person (stage 6): ethnicity, race and sex as answered, and how they were collected. */
  private demographics(person: ApplicationPerson): void {
    const questions = this.stageSixPart('Section 8:', 'demographicInfo', person);
    if (!questions) return;
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

  /** Section 1's name and contact of a person, as the people stage (stage 1) asks them. */
  private contactFields(person: ApplicationPerson): PdfField[] {
    const { stage, list, details, coBorrowerDetails, contact } = APPLICATION_PEOPLE.model;
    const text = this.text(stage);
    const base = `${list}.*.${person.applicantType === 'CoBorrower' ? coBorrowerDetails : details}`;
    const parts: ContactPart[] = ['firstName', 'middleName', 'lastName', 'mobilePhone', 'workPhone', 'email'];
    return parts.map((part) => ({ label: text.title(`${base}.${contact[part]}`), value: person[part] }));
  }

  /** Section 1 for one person: personal information, residences, employment and other income. */
  private borrowerInformation(person: ApplicationPerson): void {
    const source = this.personSource(person);
    // Titled as the stage that holds the person's section 1 (stage 4 for the co-borrower) titles its page.
    const stageKey = person.applicantType === 'CoBorrower' ? 'stageFour' : 'stageThree';
    this.blocks.push({
      kind: 'section',
      title: this.sectionTitle('Section 1:', this.text(stageKey).stageTitle(), person),
    });
    const stageOne = this.stage('stageOne');
    const personal: PdfField[] = [
      ...this.contactFields(person),
      this.text('stageOne').field(stageOne, '', 'borrowerCreditType'),
    ];
    if (source) {
      const { text, personal: details, personalBase: at } = source;
      personal.push(
        ...['taxIdentificationIdentifier', 'birthDate', 'citizenshipResidencyType', 'maritalStatusType'].map((key) =>
          text.field(details, at, key),
        ),
        text.field(details, at, 'dependentIndicator', true),
        text.field(details, at, 'dependentsAgesDescription'),
        ...(details.languagePreference
          ? [text.describedField(details, at, 'languagePreference', 'languagePreferenceOtherDescription')]
          : []),
      );
    }
    this.blocks.push({ kind: 'heading', title: '1a. Personal Information' }, { kind: 'fields', fields: personal });
    if (!source) return;
    const join = (key: string) => (source.base ? `${source.base}.${key}` : key);
    this.residences(source.text, rowsOf(source.holder[source.keys.residences]), join(source.keys.residences));
    this.employments(source.text, rowsOf(source.holder[source.keys.employments]), join(source.keys.employments));
    this.otherIncome(source.text, rowsOf(source.holder[source.keys.income]), join(source.keys.income));
  }

  /** The residences of section 1 (the current, former and mailing address), each row under the title it has. */
  private residences(text: StageText, list: Data[], base: string): void {
    const address: AddressParts = {
      street: 'uRLA2020StreetAddress',
      unit: ['addressUnitDesignatorType', 'addressUnitIdentifier'],
      city: 'addressCity',
      state: 'addressState',
      zip: 'addressPostalCode',
      country: 'country',
    };
    const rows = list
      .map((row, index) => ({ row, at: `${base}.${index}`, address: text.address(row, `${base}.${index}`, address) }))
      .filter((entry) => entry.address.value !== '');
    const column = (key: string, width: number) => text.column(`${base}.*.${key}`, width);
    this.blocks.push({
      kind: 'table',
      columns: [
        // Each row's title (Current Address, Former Address, Mailing Address) under the list's own title.
        { label: text.title(base), width: 1.3 },
        { label: text.address({}, `${base}.*`, address).label, width: 3.4 },
        column('residencyBasisType', 1.2),
        column('rent', 1.2),
        column('durationTermYears', 1),
        column('durationTermMonths', 1),
      ],
      rows: rows.map(({ row, at, address: where }) => [
        typeof row.title === 'string' && row.title ? row.title : text.shown(`${at}.residencyType`, row.residencyType),
        where.value,
        text.shown(`${at}.residencyBasisType`, row.residencyBasisType),
        text.shown(`${at}.rent`, row.rent),
        text.shown(`${at}.durationTermYears`, row.durationTermYears),
        text.shown(`${at}.durationTermMonths`, row.durationTermMonths),
      ]),
      empty: 'No address given.',
    });
  }

  /** 1b, 1c and 1d: each employment under its type's label, its fields under their titles. */
  private employments(text: StageText, rows: Data[], base: string): void {
    // The URLA's numbers of the parts; their words are the labels of the employment types.
    const numbers: Record<string, string> = { Current: '1b.', Additional: '1c.', Previous: '1d.' };
    const heading = (type: string): PdfBlock => ({
      kind: 'heading',
      title: numbered(numbers[type] ?? '1b.', text.shown(`${base}.*.employmentTypeIndicator`, type)),
    });
    if (rows.length === 0) {
      this.blocks.push(heading('Current'), { kind: 'text', text: 'Does not apply.' });
      return;
    }
    const amounts = [
      'basePayAmount',
      'overtimeAmount',
      'bonusAmount',
      'commissionsAmount',
      'entitlementsAmount',
      'otherAmount',
    ];
    rows.forEach((row, index) => {
      const at = `${base}.${index}`;
      const type = typeof row.employmentTypeIndicator === 'string' ? row.employmentTypeIndicator : 'Current';
      const field = (key: string, wide = false) => text.field(row, at, key, wide);
      const fields: PdfField[] = [
        field('employerName'),
        field('phoneNumber'),
        field('positionDescription'),
        text.address(row, at, {
          street: 'uRLA2020StreetAddress',
          unit: ['unitType', 'unitNumber'],
          city: 'addressCity',
          state: 'addressState',
          zip: 'addressPostalCode',
          country: 'country',
        }),
        field('employmentStartDate'),
        field('endDate'),
        field('timeInLineOfWorkYears'),
        field('jobTermMonths'),
        field('specialEmployerRelationshipIndicator', true),
        field('selfEmployedIndicator', true),
        field('ownershipInterestType'),
        field('employmentMonthlyIncomeAmount'),
        ...amounts.map((key) => field(key)),
      ];
      // The sum of the gross monthly income fields, as the URLA totals them (a figure, not a field of the form).
      const total = amounts.map((key) => amountOf(row[key]) ?? 0).reduce((sum, amount) => sum + amount, 0);
      if (total > 0) fields.push({ label: 'Total', value: dollarsText(total) });
      this.blocks.push(heading(type), { kind: 'fields', fields });
    });
  }

  /** 1e: income from other sources. */
  private otherIncome(text: StageText, rows: Data[], base: string): void {
    this.blocks.push(
      { kind: 'heading', title: numbered('1e.', text.title(base)) },
      {
        kind: 'table',
        columns: [text.column(`${base}.*.description`, 3), text.column(`${base}.*.monthlyAmount`, 1)],
        rows: rows.map((row, index) => [
          text.described(
            `${base}.${index}.description`,
            row.description,
            `${base}.${index}.otherDescription`,
            row.otherDescription,
          ),
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
    const column = (path: string, width: number) => two.column(path, width);
    // 4c, asked for a two-to-four-unit home to live in or an investment, when it is bought (stage 2 v2).
    const expectedRent = two.answeredFields(property, 'property', ['expectedMonthlyRentalIncomeAmount']);
    this.blocks.push(
      { kind: 'section', title: numbered('Section 4:', two.stageTitle()) },
      { kind: 'heading', title: numbered('4a.', two.title('loanDetails')) },
      {
        kind: 'fields',
        fields: [
          two.field(loan, 'loanDetails', 'borrowerRequestedLoanAmount'),
          two.describedField(loan, 'loanDetails', 'loanPurposeType', 'loanPurposeTypeOtherDescription'),
          two.field(loan, 'loanDetails', 'propertyUsageType'),
          two.field(loan, 'loanDetails', 'propertyType'),
        ],
      },
      { kind: 'heading', title: numbered('4a.', two.title('property')) },
      {
        kind: 'fields',
        fields: [
          two.address(property, 'property', {
            street: 'addressLineText',
            unit: ['addressUnitDesignatorType', 'addressUnitIdentifier'],
            city: 'city',
            state: 'state',
            zip: 'postalCode',
            country: 'country',
          }),
          ...['financedNumberOfUnits', 'propertyEstimatedValueAmount', 'propertyAppraisedValueAmount'].map((key) =>
            two.field(property, 'property', key),
          ),
          // 4a's mixed use, asked of a borrower who will live there (stage 2 v2).
          ...two.answeredFields(property, 'property', ['mixedUsePropertyIndicator'], true),
        ],
      },
      ...(expectedRent.length > 0
        ? ([
            { kind: 'heading', title: '4c. Rental Income on the Property You Want to Purchase' },
            { kind: 'fields', fields: expectedRent },
          ] satisfies PdfBlock[])
        : []),
      { kind: 'heading', title: numbered('4b.', two.title('otherMortgageLoans')) },
      {
        kind: 'table',
        columns: [
          column('otherMortgageLoans.*.creditorName', 3),
          column('otherMortgageLoans.*.lienType', 1.4),
          column('otherMortgageLoans.*.monthlyPayment', 1.3),
          column('otherMortgageLoans.*.loanAmount', 1.6),
          column('otherMortgageLoans.*.creditLimit', 1.5),
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
      { kind: 'heading', title: numbered('4d.', two.title('giftsGrants')) },
      {
        kind: 'table',
        columns: [
          column('giftsGrants.*.assetType', 2),
          column('giftsGrants.*.depositedIndicator', 1.6),
          column('giftsGrants.*.source', 2),
          column('giftsGrants.*.amount', 1.4),
        ],
        rows: rowsOf(stageTwo.giftsGrants).map((row, index) => [
          two.shown(`giftsGrants.${index}.assetType`, row.assetType),
          two.shown(`giftsGrants.${index}.depositedIndicator`, row.depositedIndicator),
          two.described(
            `giftsGrants.${index}.source`,
            row.source,
            `giftsGrants.${index}.sourceOtherDescription`,
            row.sourceOtherDescription,
          ),
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
          ...[
            'loanOfficer',
            'loanOfficerNMLSId',
            'loanOfficerLicenseState',
            'loanOfficerLicenseID',
            'loanOfficerEmail',
            'loanOfficerPhone',
          ].map((key) => one.field(stageOne, '', key)),
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
      { kind: 'heading', title: numbered('L3.', two.title('loanDetails')) },
      {
        kind: 'fields',
        fields: [
          two.describedField(loan, 'loanDetails', 'mortgageType', 'mortgageTypeOtherDescription'),
          two.field(loan, 'loanDetails', 'requestedLoanRate'),
          two.field(loan, 'loanDetails', 'loanTermInMonths'),
          two.describedField(loan, 'loanDetails', 'amortizationType', 'amortizationTypeOtherDescription'),
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
    { kind: 'section', title: numbered('Section 1:', text.title('borrower')) },
    {
      kind: 'fields',
      fields: [
        ...[
          'firstName',
          'lastName',
          'mobilePhone',
          'workPhone',
          'emailAddressText',
          'preferendContact',
          'creditType',
        ].map((key) => text.field(borrower, 'borrower', key)),
        text.field(data, '', 'coBorrowerIndicator', true),
      ],
    },
    { kind: 'section', title: numbered('Section 4:', text.title('loanDetails')) },
    {
      kind: 'fields',
      fields: ['loanPurposeType', 'propertyUsageType'].map((key) => text.field(loan, 'loanDetails', key)),
    },
    { kind: 'heading', title: text.title('property') },
    {
      kind: 'fields',
      fields: [
        text.address(property, 'property', {
          street: 'addressLineText',
          city: 'city',
          state: 'state',
          zip: 'postalCode',
        }),
        text.field(property, 'property', 'propertyAppraisedValueAmount'),
      ],
    },
    { kind: 'section', title: 'Section 9: Loan Originator Information' },
    {
      kind: 'fields',
      fields: [
        { label: 'Loan Originator Organization Name', value: LENDER.legalName },
        { label: 'Loan Originator Organization NMLSR ID#', value: LENDER.nmlsId },
        text.field(data, '', 'loanOfficer'),
        text.field(data, '', 'loanOfficerNMLSId'),
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
