import { messageKeyOf, schemaAtPath, type ApplicationManifest, type FormDefinition, type JsonSchema } from 'engine';
import { latestFormSource } from 'forms';
import { APPLICATION_MANIFEST, SHORT_APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { PREAPPROVAL_TO_URLA, type PrefillConversion } from 'server/application/preapprovalPrefill.ts';
import { MISMO_MAPPING, type MismoKind, type MismoScope } from 'server/export/mismoMapping.ts';

/**
 * The fields of a form that other parts of the product read by name: the lender file (MISMO), the application PDF,
 * the loan record, the pre-approval letter and prefill, the e-mails a submission sends, the loan officer assignment
 * and the 1003's people model. The studio refuses to publish a version that removes one of them or changes its type,
 * naming who reads it (draftChecks.ts).
 *
 * Most of it is derived from the tables the readers already run on (the MISMO mapping, the pre-approval prefill
 * table, the application manifest); what a reader names in its own code is listed here in groups, each with the
 * source file that reads it (a test keeps every key present there). A group's key is registered under each place
 * its reader looks for it where the current definition in forms/ declares it; a test keeps every key found in one.
 */

/** A JSON Schema type a reader accepts at a path. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

/** Who reads a field, in the words the studio shows. */
export const READERS = {
  mismo: 'the lender file (MISMO)',
  pdf: 'the application PDF',
  loanRecord: 'the loan record and the staff lists',
  letter: 'the pre-approval letter',
  prefill: 'the pre-approval prefill of the 1003',
  people: "the 1003's people model (forms/manifests/application.json)",
  profilePrefill: "the 1003's first stage (prefilled from the profile)",
  mail: 'the e-mails to the lender and the borrower',
  officer: 'the loan officer assignment',
} as const;

/** One field a form must keep: where it is, who reads it, and the types they accept (any type when absent). */
export interface FieldRead {
  formId: string;
  /** A field path of the form (`*` for list rows). */
  path: string;
  /** Who reads it (READERS' words), each once. */
  readers: string[];
  /** The types every reader accepts; undefined when the readers take any value. */
  types?: FieldType[];
  /** Its title in the current definition in forms/ (what the studio calls it once a draft has removed it). */
  title: string;
}

/** A place a reader looks for keys: a form and the path of the object the keys are under ('' for the root). */
export interface ReadSource {
  formId: string;
  prefix: string;
}

/** Keys one reader reads in its own code, under the places it looks (a group of the hand-kept part). */
export interface ReadGroup {
  reader: string;
  /** The repository file that reads them (kept honest by a test). */
  file: string;
  sources: ReadSource[];
  keys: string[];
  types?: FieldType[];
}

const TEXT: FieldType[] = ['string'];
const NUMBER_OR_TEXT: FieldType[] = ['string', 'number', 'integer'];
const FLAG: FieldType[] = ['boolean', 'string'];
const WHOLE: FieldType[] = ['integer', 'number'];

/** The types a MISMO kind can write a data point from (mismoValue in mismoExport.ts). */
export const MISMO_KIND_TYPES: Readonly<Record<MismoKind, FieldType[]>> = {
  text: NUMBER_OR_TEXT,
  amount: NUMBER_OR_TEXT,
  count: NUMBER_OR_TEXT,
  percent: NUMBER_OR_TEXT,
  months: NUMBER_OR_TEXT,
  date: TEXT,
  ssn: TEXT,
  phone: TEXT,
  stateCode: TEXT,
  listCount: TEXT,
  listItems: TEXT,
  indicator: FLAG,
  yesNo: FLAG,
  flag: FLAG,
  presence: [...NUMBER_OR_TEXT, 'boolean'],
};

/** The definition id of a stage of the application's manifest, by its record key (`stageTwo`). */
function formOfStage(manifest: ApplicationManifest, key: string): string {
  return manifest.stages.find((stage) => stage.key === key)?.formId ?? `(no stage ${key})`;
}

const stage = (key: string) => formOfStage(APPLICATION_MANIFEST, key);
const SHORT = SHORT_APPLICATION_MANIFEST.formId;

/**
 * Where mismoExport.ts reads each scope's keys: the full application's stages (and the short application, read as
 * its stages 1 and 2). The people's names and contact come from the people stage through the people model.
 */
export const MISMO_SCOPE_SOURCES: Readonly<Record<MismoScope, ReadSource[]>> = {
  subjectLoan: [
    { formId: stage('stageTwo'), prefix: '' },
    { formId: SHORT, prefix: '' },
  ],
  subjectProperty: [
    { formId: stage('stageTwo'), prefix: '' },
    { formId: SHORT, prefix: '' },
  ],
  relatedLoan: [{ formId: stage('stageTwo'), prefix: 'otherMortgageLoans.*' }],
  relatedLoanCreditor: [{ formId: stage('stageTwo'), prefix: 'otherMortgageLoans.*' }],
  gift: [{ formId: stage('stageTwo'), prefix: 'giftsGrants.*' }],
  borrower: [
    { formId: stage('stageOne'), prefix: 'applicants.*.borrower' },
    { formId: stage('stageOne'), prefix: 'applicants.*.coborrower' },
    { formId: stage('stageThree'), prefix: 'applications.*.applicant' },
    { formId: stage('stageFour'), prefix: 'coborrower' },
    { formId: SHORT, prefix: 'borrower' },
  ],
  residence: [
    { formId: stage('stageThree'), prefix: 'applications.*.residences.*' },
    { formId: stage('stageFour'), prefix: 'residences.*' },
  ],
  mailingAddress: [
    { formId: stage('stageThree'), prefix: 'applications.*.residences.*' },
    { formId: stage('stageFour'), prefix: 'residences.*' },
  ],
  employer: [
    { formId: stage('stageThree'), prefix: 'applications.*.employments.*' },
    { formId: stage('stageFour'), prefix: 'employment.*' },
  ],
  employmentIncome: [
    { formId: stage('stageThree'), prefix: 'applications.*.employments.*' },
    { formId: stage('stageFour'), prefix: 'employment.*' },
  ],
  otherIncome: [
    { formId: stage('stageThree'), prefix: 'applications.*.incomesources.*' },
    { formId: stage('stageFour'), prefix: 'otherIncomeSources.*' },
  ],
  asset: [{ formId: stage('stageFive'), prefix: 'applications.*.assets.*' }],
  otherAsset: [{ formId: stage('stageFive'), prefix: 'applications.*.otherAssets.*' }],
  purchaseCredit: [{ formId: stage('stageFive'), prefix: 'applications.*.otherCredits.*' }],
  liability: [{ formId: stage('stageFive'), prefix: 'applications.*.liabilities.*' }],
  expense: [{ formId: stage('stageFive'), prefix: 'applications.*.otherLiabilities.*' }],
  ownedProperty: [{ formId: stage('stageFive'), prefix: 'applications.*.reoProperties.*' }],
  ownedPropertyMortgage: [{ formId: stage('stageFive'), prefix: 'applications.*.reoProperties.*' }],
  declarations: [
    { formId: stage('stageSix'), prefix: 'applications.*.declarations.borrower' },
    { formId: stage('stageSix'), prefix: 'applications.*.declarations.coborrower' },
  ],
  militaryService: [
    { formId: stage('stageSix'), prefix: 'applications.*.militaryService.borrower' },
    { formId: stage('stageSix'), prefix: 'applications.*.militaryService.coborrower' },
  ],
  demographics: [
    { formId: stage('stageSix'), prefix: 'applications.*.demographicInfo.borrower' },
    { formId: stage('stageSix'), prefix: 'applications.*.demographicInfo.coborrower' },
  ],
  loanOriginator: [
    { formId: stage('stageOne'), prefix: '' },
    { formId: SHORT, prefix: '' },
  ],
  // The lender's own details (common/lender.ts), no form's.
  loanOriginationCompany: [],
};

/** Keys of the mapping the export makes itself rather than reading a form: the loan number, counts, derived values. */
export const MISMO_KEYS_NOT_FROM_FORMS: ReadonlySet<string> = new Set([
  'loanNumber',
  'borrowerCount',
  'derived.genderType',
]);

const MISMO_FILE = 'server/src/export/mismoExport.ts';
const PDF_FILE = 'server/src/application/applicationPdf.ts';

/** What the readers name in their own code, beside the tables they run on. */
export const READ_GROUPS: readonly ReadGroup[] = [
  // The export decides with these which rows and elements to make.
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.residences.*' },
      { formId: stage('stageFour'), prefix: 'residences.*' },
    ],
    keys: ['uRLA2020StreetAddress', 'mailingAddressIndicator'],
  },
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.employments.*' },
      { formId: stage('stageFour'), prefix: 'employment.*' },
    ],
    keys: ['employmentTypeIndicator'],
    types: TEXT,
  },
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.reoProperties.*' }],
    keys: ['mortgateLoanIndicator'],
    types: ['boolean'],
  },
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [{ formId: stage('stageTwo'), prefix: 'otherMortgageLoans.*' }],
    keys: ['creditorName'],
    types: TEXT,
  },
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [
      { formId: stage('stageSix'), prefix: 'applications.*.demographicInfo.borrower' },
      { formId: stage('stageSix'), prefix: 'applications.*.demographicInfo.coborrower' },
    ],
    keys: ['hmdaGendertypeFemaleIndicator', 'hmdaGendertypeMaleIndicator'],
    types: FLAG,
  },
  {
    reader: READERS.mismo,
    file: MISMO_FILE,
    sources: [
      { formId: stage('stageTwo'), prefix: '' },
      { formId: SHORT, prefix: '' },
    ],
    keys: ['property', 'loanDetails'],
    types: ['object'],
  },
  // Section 4 of the URLA: the loan and the property (stage 2).
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageTwo'), prefix: 'loanDetails' }],
    keys: ['borrowerRequestedLoanAmount', 'loanPurposeType', 'propertyUsageType', 'propertyType'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageTwo'), prefix: 'property' }],
    keys: [
      'addressLineText',
      'addressUnitDesignatorType',
      'addressUnitIdentifier',
      'city',
      'state',
      'postalCode',
      'country',
      'financedNumberOfUnits',
      'propertyEstimatedValueAmount',
      'propertyAppraisedValueAmount',
    ],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageTwo'), prefix: 'otherMortgageLoans.*' }],
    keys: ['creditorName', 'lienType', 'monthlyPayment', 'loanAmount', 'creditLimit'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageTwo'), prefix: 'giftsGrants.*' }],
    keys: ['assetType', 'depositedIndicator', 'source', 'amount'],
  },
  // Section 9 and 1a: the officer and the credit asked on stage 1.
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageOne'), prefix: '' }],
    keys: [
      'borrowerCreditType',
      'loanOfficer',
      'loanOfficerNMLSId',
      'loanOfficerLicenseState',
      'loanOfficerLicenseID',
      'loanOfficerEmail',
      'loanOfficerPhone',
    ],
  },
  // Section 1: personal information, residences, employment (stage 3 per applicant, stage 4 for the co-borrower).
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.applicant' },
      { formId: stage('stageFour'), prefix: 'coborrower' },
    ],
    keys: [
      'taxIdentificationIdentifier',
      'birthDate',
      'citizenshipResidencyType',
      'maritalStatusType',
      'dependentIndicator',
      'dependentsAgesDescription',
    ],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.residences.*' },
      { formId: stage('stageFour'), prefix: 'residences.*' },
    ],
    keys: [
      'uRLA2020StreetAddress',
      'addressUnitDesignatorType',
      'addressUnitIdentifier',
      'addressCity',
      'addressState',
      'addressPostalCode',
      'country',
      'residencyBasisType',
      'rent',
      'durationTermYears',
      'durationTermMonths',
      'residencyType',
    ],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.employments.*' },
      { formId: stage('stageFour'), prefix: 'employment.*' },
    ],
    keys: [
      'employmentTypeIndicator',
      'employerName',
      'phoneNumber',
      'positionDescription',
      'employmentStartDate',
      'endDate',
      'timeInLineOfWorkYears',
      'jobTermMonths',
      'selfEmployedIndicator',
      'employmentMonthlyIncomeAmount',
      'basePayAmount',
      'overtimeAmount',
      'bonusAmount',
      'commissionsAmount',
      'otherAmount',
    ],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [
      { formId: stage('stageThree'), prefix: 'applications.*.incomesources.*' },
      { formId: stage('stageFour'), prefix: 'otherIncomeSources.*' },
    ],
    keys: ['description', 'monthlyAmount'],
  },
  // Sections 2 and 3: assets, liabilities and real estate (stage 5).
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*' }],
    keys: ['assets', 'otherAssets', 'otherCredits', 'liabilities', 'otherLiabilities', 'reoProperties'],
    types: ['array'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.assets.*' }],
    keys: ['assetType', 'holderName', 'accountIdentifier', 'cashOrMarketValue'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.liabilities.*' }],
    keys: ['liabilityType', 'holderName', 'accountIdentifier', 'unpaidBalanceAmount', 'monthlyPaymentAmount'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.otherLiabilities.*' }],
    keys: ['liabilityOrExpenseType', 'monthlyPayment'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.reoProperties.*' }],
    keys: [
      'uRLA2020StreetAddress',
      'unitType',
      'unitNumber',
      'city',
      'state',
      'postalCode',
      'marketValueAmount',
      'dispositionStatusType',
      'futurePropertyUsageType',
      'maintenanceExpenseAmount',
      'rentalIncomeGrossAmount',
      'loanCreditorName',
      'loanAccountIdentifier',
      'lienInstallmentAmount',
      'lienUpbAmount',
      'lienLoanType',
      'lienPaidOffIndicator',
    ],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageFive'), prefix: 'applications.*.reoProperties.*' }],
    keys: ['mortgateLoanIndicator'],
    types: ['boolean'],
  },
  // Sections 5, 7 and 8: each person's column of stage 6's parts, printed as the definition asks them.
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [{ formId: stage('stageSix'), prefix: 'applications.*' }],
    keys: ['declarations', 'militaryService', 'demographicInfo'],
    types: ['object'],
  },
  {
    reader: READERS.pdf,
    file: PDF_FILE,
    sources: [
      { formId: stage('stageSix'), prefix: 'applications.*.declarations' },
      { formId: stage('stageSix'), prefix: 'applications.*.militaryService' },
      { formId: stage('stageSix'), prefix: 'applications.*.demographicInfo' },
    ],
    keys: ['borrower', 'coborrower'],
    types: ['object'],
  },
  // The loan record and the lists (applicationFacts.ts): the loan stage's and the short application's parts.
  {
    reader: READERS.loanRecord,
    file: 'server/src/application/applicationFacts.ts',
    sources: [
      { formId: stage(APPLICATION_MANIFEST.facts.loanStage), prefix: 'loanDetails' },
      { formId: SHORT, prefix: 'loanDetails' },
    ],
    keys: ['loanPurposeType', 'mortgageType', 'borrowerRequestedLoanAmount'],
  },
  {
    reader: READERS.loanRecord,
    file: 'server/src/application/applicationFacts.ts',
    sources: [
      { formId: stage(APPLICATION_MANIFEST.facts.loanStage), prefix: 'property' },
      { formId: SHORT, prefix: 'property' },
    ],
    keys: ['addressLineText', 'addressUnitIdentifier', 'city', 'state', 'postalCode'],
    types: TEXT,
  },
  {
    reader: READERS.loanRecord,
    file: 'server/src/application/applicationFacts.ts',
    sources: [{ formId: SHORT, prefix: 'borrower' }],
    keys: ['firstName', 'lastName', 'mobilePhone', 'emailAddressText'],
    types: TEXT,
  },
  // The e-mails a submission sends (server/src/mail/templates/): the confirmation goes to the address typed.
  ...(
    [
      [
        'contactMails.ts',
        ['contact', 'support'],
        ['contName', 'contPhone', 'contZip', 'contCity', 'contLoanType', 'contMessage'],
        'contEmail',
      ],
      ['callbackMails.ts', ['callback'], ['callName', 'callPhone'], 'callEmail'],
      [
        'quoteMails.ts',
        ['quote', 'quote-home'],
        ['quoteFName', 'quoteLName', 'quotePhone', 'quoteLoanType', 'quoteAmount', 'quoteValue', 'quoteCredit'],
        'quoteEmail',
      ],
      [
        'branchMails.ts',
        ['branch'],
        ['branchName', 'branchPhone', 'branchNMLS', 'branchState', 'branchMessage'],
        'branchEmail',
      ],
    ] as const
  ).flatMap(([file, formIds, keys, email]): ReadGroup[] => {
    const sources = formIds.map((formId) => ({ formId, prefix: '' }));
    const at = `server/src/mail/templates/${file}`;
    return [
      { reader: READERS.mail, file: at, sources, keys: [...keys] },
      { reader: READERS.mail, file: at, sources, keys: [email], types: TEXT },
    ];
  }),
  // The officer a borrower chose, assigned to the loan when the application is saved or submitted.
  {
    reader: READERS.officer,
    file: 'server/src/application/applicationSaver.ts',
    sources: [{ formId: stage(APPLICATION_MANIFEST.facts.officerStage), prefix: '' }],
    keys: ['loanOfficerIndicator', 'loanOfficerId'],
  },
  {
    reader: READERS.officer,
    file: 'server/src/application/shortApplication.ts',
    sources: [{ formId: SHORT, prefix: '' }],
    keys: ['loanOfficerIndicator', 'loanOfficerId'],
  },
  // The letter's amount, names and property (preapprovalFigures.ts reads the wizard's record).
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [
      { formId: 'preapproval', prefix: 'stage4.borrower' },
      { formId: 'preapproval', prefix: 'stage5.coborrower' },
    ],
    keys: ['totalAnnualGrossIncome', 'totalMonthlyDebtPayments'],
    types: NUMBER_OR_TEXT,
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [
      { formId: 'preapproval', prefix: 'stage3.borrower' },
      { formId: 'preapproval', prefix: 'stage5.coborrower' },
    ],
    keys: ['firstName', 'lastName'],
    types: TEXT,
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [{ formId: 'preapproval', prefix: 'stage2' }],
    keys: ['propertyAddressText', 'propertyAddressCity', 'propertyAddressState', 'propertyAddressZip'],
    types: TEXT,
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [{ formId: 'preapproval', prefix: 'stage2' }],
    keys: ['propertyDownPayment'],
    types: NUMBER_OR_TEXT,
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [{ formId: 'preapproval', prefix: 'stage2' }],
    keys: ['propertyUseIndicator'],
    types: WHOLE,
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [{ formId: 'preapproval', prefix: 'stage4' }],
    keys: ['coBorrowerIndicator'],
    types: ['boolean'],
  },
  {
    reader: READERS.letter,
    file: 'server/src/preapproval/preapprovalFigures.ts',
    sources: [{ formId: 'preapproval', prefix: 'stage7.borrower' }],
    keys: ['creditScore'],
    types: TEXT,
  },
];

/** One reader's read of one field, before reads of the same field are merged. */
export interface ProductRead {
  formId: string;
  path: string;
  reader: string;
  types?: FieldType[];
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** The MISMO mapping's keys under each place the export reads its scope from. */
function mismoReads(): ProductRead[] {
  const reads: ProductRead[] = [];
  for (const field of MISMO_MAPPING) {
    for (const key of [field.from, field.plus]) {
      if (key === undefined || MISMO_KEYS_NOT_FROM_FORMS.has(key)) continue;
      for (const source of MISMO_SCOPE_SOURCES[field.scope]) {
        reads.push({
          formId: source.formId,
          path: join(source.prefix, key),
          reader: READERS.mismo,
          types: MISMO_KIND_TYPES[field.as],
        });
      }
    }
  }
  return reads;
}

/** The hand-kept groups' keys under each of their places. */
function groupReads(groups: readonly ReadGroup[]): ProductRead[] {
  return groups.flatMap((group) =>
    group.sources.flatMap((source) =>
      group.keys.map((key) => ({
        formId: source.formId,
        path: join(source.prefix, key),
        reader: group.reader,
        types: group.types,
      })),
    ),
  );
}

/**
 * The fields the application manifest names: the people stage's list, each person's details and contact, the
 * co-borrower flag; each per-person stage's entry identity (mapid, role, owner, type) and what the server copies into
 * it; each stage's prefill target.
 */
export function manifestReads(manifest: ApplicationManifest): ProductRead[] {
  const reads: ProductRead[] = [];
  const { people } = manifest;
  const add = (formId: string, path: string, types: FieldType[] | undefined) =>
    reads.push({ formId, path: messageKeyOf(path), reader: READERS.people, types });
  const contactKeys = Object.values(people.contact);
  const peopleForm = formOfStage(manifest, people.stage);
  add(peopleForm, people.list, ['array']);
  for (const holder of [people.details, people.coBorrowerDetails]) {
    add(peopleForm, `${people.list}.*.${holder}`, ['object']);
    for (const key of contactKeys) add(peopleForm, `${people.list}.*.${holder}.${key}`, TEXT);
  }
  add(peopleForm, `${people.list}.*.${people.coBorrowerIndicator}`, FLAG);
  const copyTypes: Record<string, FieldType[]> = {
    contact: ['object'],
    coBorrowerContact: ['object'],
    coBorrowerIndicator: FLAG,
  };
  for (const entry of manifest.stages) {
    if (entry.perPerson) {
      add(entry.formId, 'applications', ['array']);
      for (const key of ['mapid', 'owner', 'type']) add(entry.formId, `applications.*.${key}`, WHOLE);
      add(entry.formId, 'applications.*.applicantType', TEXT);
      for (const [path, copy] of Object.entries(entry.copies ?? {}))
        add(entry.formId, `applications.*.${path}`, copyTypes[copy]);
    }
    if (entry.prefill) {
      add(entry.formId, entry.prefill.into, ['object']);
      const parts =
        entry.prefill.from === 'profile'
          ? Object.keys(people.profile).map((part) => people.contact[part as keyof typeof people.contact])
          : contactKeys;
      for (const key of parts) add(entry.formId, `${entry.prefill.into}.${key}`, TEXT);
      for (const path of Object.keys(entry.prefill.with ?? {})) add(entry.formId, path, TEXT);
    }
  }
  return reads;
}

/** The profile's fields the first stage starts from (a part the profile does not ask is simply not prefilled). */
export function profilePrefillReads(manifest: ApplicationManifest): ProductRead[] {
  if (!manifest.stages.some((entry) => entry.prefill?.from === 'profile')) return [];
  return Object.values(manifest.people.profile)
    .filter((field): field is string => field !== undefined)
    .map((path) => ({ formId: 'profile', path, reader: READERS.profilePrefill, types: TEXT }));
}

/** The types a prefill conversion writes into a stage (undefined: the pre-approval's value as it is). */
const PREFILL_WRITES: Readonly<Record<PrefillConversion, FieldType[] | undefined>> = {
  same: undefined,
  money: TEXT,
  monthly: TEXT,
  sum: TEXT,
  mortgageType: TEXT,
  occupancy: TEXT,
  propertyType: TEXT,
  officerState: TEXT,
};

/** The pre-approval prefill table: the wizard's answers it reads and the stage fields it writes. */
export function prefillTableReads(): ProductRead[] {
  const reads: ProductRead[] = [];
  for (const mapping of PREAPPROVAL_TO_URLA) {
    const from = mapping.from === undefined ? [] : typeof mapping.from === 'string' ? [mapping.from] : mapping.from;
    // `approval.amount` is the approved amount the table is given, no answer of the wizard.
    for (const path of [...from, ...(mapping.when === undefined ? [] : [mapping.when])]) {
      if (!path.startsWith('approval.')) reads.push({ formId: 'preapproval', path, reader: READERS.prefill });
    }
    const formId = stage(mapping.stage);
    const prefix = mapping.person === undefined ? '' : 'applications.*.';
    const types = mapping.from === undefined ? undefined : PREFILL_WRITES[mapping.as ?? 'same'];
    reads.push({ formId, path: messageKeyOf(prefix + mapping.to), reader: READERS.prefill, types });
    for (const path of Object.keys(mapping.along ?? {}))
      reads.push({ formId, path: messageKeyOf(prefix + path), reader: READERS.prefill });
  }
  return reads;
}

const definitionCache = new Map<string, FormDefinition | null>();

/** The newest definition of a form in forms/ (what the registry is checked against), or undefined. */
export function currentDefinition(formId: string): FormDefinition | undefined {
  if (!definitionCache.has(formId))
    definitionCache.set(formId, (latestFormSource(formId)?.definition as FormDefinition | undefined) ?? null);
  return definitionCache.get(formId) ?? undefined;
}

/** The field at a path of the current definition in forms/, when it declares it. */
function currentField(formId: string, path: string): JsonSchema | undefined {
  const definition = currentDefinition(formId);
  return definition && path ? schemaAtPath(definition.schema, path) : undefined;
}

/** Reads of the same field merged: readers listed once each, the types all of them accept. */
function merge(reads: readonly ProductRead[]): FieldRead[] {
  const merged = new Map<string, FieldRead>();
  for (const read of reads) {
    const key = `${read.formId}\u0000${read.path}`;
    const found = merged.get(key);
    if (!found) {
      const title = currentField(read.formId, read.path)?.title ?? read.path.split('.').at(-1) ?? read.path;
      merged.set(key, {
        formId: read.formId,
        path: read.path,
        readers: [read.reader],
        ...(read.types ? { types: [...read.types] } : {}),
        title,
      });
      continue;
    }
    if (!found.readers.includes(read.reader)) found.readers.push(read.reader);
    if (read.types)
      found.types = found.types ? found.types.filter((type) => read.types?.includes(type)) : [...read.types];
  }
  return [...merged.values()];
}

/** Reads of keys a reader looks for in several places (kept only where the current definition declares them). */
export function lookedUpReads(): ProductRead[] {
  return [...mismoReads(), ...groupReads(READ_GROUPS), ...profilePrefillReads(APPLICATION_MANIFEST)];
}

/**
 * The registry: every field of every form some part of the product reads by name, kept where the current
 * definition in forms/ declares it (a key a reader looks for in several places is a field only where it exists).
 * The manifest's and the prefill table's fields are kept whether or not they exist, since their readers need them.
 */
export const FIELDS_READ_BY_PRODUCT: readonly FieldRead[] = merge([
  ...lookedUpReads().filter((read) => currentField(read.formId, read.path) !== undefined),
  ...prefillTableReads(),
  ...manifestReads(APPLICATION_MANIFEST),
]);

const byForm = new Map<string, FieldRead[]>();
for (const read of FIELDS_READ_BY_PRODUCT) byForm.set(read.formId, [...(byForm.get(read.formId) ?? []), read]);

/** The fields other parts of the product read of one form (none for a form nothing reads by name). */
export function fieldsReadFrom(formId: string): readonly FieldRead[] {
  return byForm.get(formId) ?? [];
}
