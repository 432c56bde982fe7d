import { XMLBuilder } from 'fast-xml-parser';

/**
 * A MISMO 3.4 document as a tree while it is being built, and its XML. Elements are added in any order; the XML
 * writes every container's children in the order the MISMO 3.4 (B324) schema's sequences give them, which a DU
 * import checks, so the builder never has to add them in that order.
 */

/** One element: a container (children) or a data point (text), with its attributes. */
export interface MismoNode {
  name: string;
  attributes: Record<string, string>;
  children: MismoNode[];
  text?: string;
}

/** A new element. */
export function element(name: string, attributes: Record<string, string> = {}): MismoNode {
  return { name, attributes, children: [] };
}

/** Adds a new child element (a repeated container: ASSET, PARTY, RESIDENCE…) and returns it. */
export function addChild(parent: MismoNode, name: string, attributes: Record<string, string> = {}): MismoNode {
  const child = element(name, attributes);
  parent.children.push(child);
  return child;
}

/** The child container with this name, made when missing (a single container: ASSET_DETAIL, NAME…). */
export function childOf(parent: MismoNode, name: string): MismoNode {
  return parent.children.find((child) => child.name === name && child.text === undefined) ?? addChild(parent, name);
}

/** The text of the data point at a path under a container, if there is one. */
function textAt(container: MismoNode, path: string): string | undefined {
  let node: MismoNode | undefined = container;
  for (const name of path.split('/')) {
    node = node?.children.find((child) => child.name === name);
  }
  return node?.text;
}

/**
 * The container one step of a path names under `parent`, made when missing:
 * - `NAME`: the first such container;
 * - `NAME[n]`: the n-th (made up to n);
 * - `NAME[+]`: a new one, always (a repeated container: one more DEPENDENT, one more CONTACT_POINT);
 * - `NAME{sub/path=value}`: the one whose data point at `sub/path` holds `value`, made with it when missing (the
 *   HMDA_RACE whose HMDARaceType is Asian, so its designations go inside it).
 */
function stepInto(parent: MismoNode, step: string): MismoNode {
  const containers = (name: string) =>
    parent.children.filter((child) => child.name === name && child.text === undefined);
  const predicate = /^([^{[]+)\{(.+)=(.*)\}$/.exec(step);
  if (predicate) {
    const [, name = '', path = '', value = ''] = predicate;
    const found = containers(name).find((child) => textAt(child, path) === value);
    if (found) return found;
    const made = addChild(parent, name);
    setAt(made, path, value);
    return made;
  }
  const indexed = /^(.+)\[(\d+|\+)\]$/.exec(step);
  if (indexed) {
    const [, name = '', position = '1'] = indexed;
    if (position === '+') return addChild(parent, name);
    while (containers(name).length < Number(position)) addChild(parent, name);
    return containers(name)[Number(position) - 1] as MismoNode;
  }
  return childOf(parent, step);
}

/** The steps of a path: split at '/' outside a `{…}` predicate (which has paths of its own). */
function stepsOf(path: string): string[] {
  const steps: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of path) {
    if (character === '{') depth += 1;
    if (character === '}') depth -= 1;
    if (character === '/' && depth === 0) {
      steps.push(current);
      current = '';
    } else current += character;
  }
  steps.push(current);
  return steps;
}

/** The containers of a path under a container, made when missing; returns the last (see stepInto for the steps). */
export function containerAt(container: MismoNode, path: string): MismoNode {
  return stepsOf(path).reduce(stepInto, container);
}

/** Sets a data point at a path under a container (`ASSET_DETAIL/AssetType`), making the containers on the way. */
export function setAt(container: MismoNode, path: string, text: string): void {
  const steps = stepsOf(path);
  const node = steps.slice(0, -1).reduce(stepInto, container);
  const leaf = steps[steps.length - 1] as string;
  const existing = node.children.find((child) => child.name === leaf && child.text !== undefined);
  if (existing) existing.text = text;
  else node.children.push({ name: leaf, attributes: {}, children: [], text });
}

/** Removes containers left without data points or attributes (a detail block nothing was written to). */
export function pruneEmpty(node: MismoNode): boolean {
  node.children = node.children.filter(pruneEmpty);
  return node.text !== undefined || node.children.length > 0 || Object.keys(node.attributes).length > 0;
}

/**
 * The MISMO 3.4 (B324) schema's child order of every container this export writes (xsd:sequence order, which is
 * not always alphabetical: DEAL, PARTY, ROLE, EMPLOYER, COLLATERAL, CONTACT_POINT, LICENSE). Keyed by the
 * container's type; `TYPE_OF` names the type of an element whose name differs from it.
 */
const CHILD_ORDER: Readonly<Record<string, readonly string[]>> = {
  MESSAGE: ['ABOUT_VERSIONS', 'DEAL_SETS', 'EXTENSION'],
  ABOUT_VERSIONS: ['ABOUT_VERSION'],
  ABOUT_VERSION: ['AboutVersionIdentifier', 'CreatedDatetime', 'DataVersionIdentifier', 'DataVersionName'],
  DEAL_SETS: ['DEAL_SET'],
  DEAL_SET: ['DEALS'],
  DEALS: ['DEAL'],
  DEAL: ['ASSETS', 'COLLATERALS', 'EXPENSES', 'LIABILITIES', 'LOANS', 'PARTIES', 'RELATIONSHIPS'],
  ASSETS: ['ASSET'],
  ASSET: ['ASSET_DETAIL', 'ASSET_HOLDER', 'OWNED_PROPERTY'],
  ASSET_DETAIL: [
    'AssetAccountIdentifier',
    'AssetCashOrMarketValueAmount',
    'AssetType',
    'AssetTypeOtherDescription',
    'FundsSourceType',
    'FundsSourceTypeOtherDescription',
    'EXTENSION',
  ],
  ASSET_HOLDER: ['NAME'],
  OWNED_PROPERTY: ['OWNED_PROPERTY_DETAIL', 'PROPERTY'],
  OWNED_PROPERTY_DETAIL: [
    'OwnedPropertyDispositionStatusType',
    'OwnedPropertyLienInstallmentAmount',
    'OwnedPropertyLienUPBAmount',
    'OwnedPropertyMaintenanceExpenseAmount',
    'OwnedPropertyRentalIncomeGrossAmount',
    'OwnedPropertySubjectIndicator',
  ],
  PROPERTY: ['ADDRESS', 'PROJECT', 'PROPERTY_DETAIL', 'PROPERTY_VALUATIONS'],
  PROJECT: ['PROJECT_DETAIL'],
  PROJECT_DETAIL: ['ProjectLegalStructureType'],
  PROPERTY_DETAIL: [
    'AttachmentType',
    'ConstructionMethodType',
    'FinancedUnitCount',
    'PropertyCurrentUsageType',
    'PropertyEstimatedValueAmount',
    'PropertyMixedUsageIndicator',
    'PropertyUsageType',
    'PropertyUsageTypeOtherDescription',
    'PUDIndicator',
    'RentalEstimatedGrossMonthlyRentAmount',
  ],
  PROPERTY_VALUATIONS: ['PROPERTY_VALUATION'],
  PROPERTY_VALUATION: ['PROPERTY_VALUATION_DETAIL'],
  PROPERTY_VALUATION_DETAIL: ['PropertyValuationAmount'],
  ADDRESS: [
    'AddressLineText',
    'AddressType',
    'AddressUnitDesignatorType',
    'AddressUnitDesignatorTypeOtherDescription',
    'AddressUnitIdentifier',
    'CityName',
    'CountryCode',
    'PostalCode',
    'StateCode',
  ],
  ADDRESSES: ['ADDRESS'],
  COLLATERALS: ['COLLATERAL'],
  COLLATERAL: ['SUBJECT_PROPERTY'],
  EXPENSES: ['EXPENSE'],
  EXPENSE: ['ExpenseMonthlyPaymentAmount', 'ExpenseType', 'ExpenseTypeOtherDescription'],
  LIABILITIES: ['LIABILITY'],
  LIABILITY: ['LIABILITY_DETAIL', 'LIABILITY_HOLDER'],
  LIABILITY_DETAIL: [
    'LiabilityAccountIdentifier',
    'LiabilityMonthlyPaymentAmount',
    'LiabilityPayoffStatusIndicator',
    'LiabilityType',
    'LiabilityTypeOtherDescription',
    'LiabilityUnpaidBalanceAmount',
    'MortgageType',
    'MortgageTypeOtherDescription',
  ],
  LIABILITY_HOLDER: ['NAME'],
  LOANS: ['LOAN'],
  LOAN: [
    'AMORTIZATION',
    'DOCUMENT_SPECIFIC_DATA_SETS',
    'HELOC',
    'LOAN_DETAIL',
    'LOAN_IDENTIFIERS',
    'MATURITY',
    'PAYMENT',
    'PURCHASE_CREDITS',
    'TERMS_OF_LOAN',
  ],
  AMORTIZATION: ['AMORTIZATION_RULE'],
  AMORTIZATION_RULE: [
    'AmortizationType',
    'AmortizationTypeOtherDescription',
    'LoanAmortizationPeriodCount',
    'LoanAmortizationPeriodType',
  ],
  MATURITY: ['MATURITY_RULE'],
  MATURITY_RULE: ['LoanMaturityPeriodCount', 'LoanMaturityPeriodType'],
  DOCUMENT_SPECIFIC_DATA_SETS: ['DOCUMENT_SPECIFIC_DATA_SET'],
  DOCUMENT_SPECIFIC_DATA_SET: ['URLA'],
  URLA: ['URLA_DETAIL'],
  URLA_DETAIL: ['ApplicationTakenMethodType', 'BorrowerRequestedInterestRatePercent', 'BorrowerRequestedLoanAmount'],
  HELOC: ['HELOC_RULE'],
  HELOC_RULE: ['HELOCMaximumBalanceAmount'],
  LOAN_DETAIL: ['BorrowerCount', 'HELOCIndicator'],
  LOAN_IDENTIFIERS: ['LOAN_IDENTIFIER'],
  LOAN_IDENTIFIER: ['LoanIdentifier', 'LoanIdentifierType'],
  PAYMENT: ['PAYMENT_RULE'],
  PAYMENT_RULE: ['InitialPrincipalAndInterestPaymentAmount'],
  PURCHASE_CREDITS: ['PURCHASE_CREDIT'],
  PURCHASE_CREDIT: [
    'PurchaseCreditAmount',
    'PurchaseCreditSourceType',
    'PurchaseCreditType',
    'PurchaseCreditTypeOtherDescription',
  ],
  TERMS_OF_LOAN: [
    'BaseLoanAmount',
    'LienPriorityType',
    'LoanPurposeType',
    'MortgageType',
    'NoteAmount',
    'NoteRatePercent',
  ],
  PARTIES: ['PARTY'],
  PARTY: ['INDIVIDUAL', 'LEGAL_ENTITY', 'ADDRESSES', 'LANGUAGES', 'ROLES', 'TAXPAYER_IDENTIFIERS'],
  LANGUAGES: ['LANGUAGE'],
  LANGUAGE: ['LanguageCode', 'EXTENSION'],
  INDIVIDUAL: ['CONTACT_POINTS', 'NAME'],
  CONTACT_POINTS: ['CONTACT_POINT'],
  CONTACT_POINT: ['CONTACT_POINT_EMAIL', 'CONTACT_POINT_TELEPHONE', 'CONTACT_POINT_DETAIL'],
  CONTACT_POINT_EMAIL: ['ContactPointEmailValue'],
  CONTACT_POINT_TELEPHONE: ['ContactPointTelephoneValue'],
  CONTACT_POINT_DETAIL: ['ContactPointPreferenceIndicator', 'ContactPointRoleType'],
  CONTACTS: ['CONTACT'],
  CONTACT: ['CONTACT_POINTS'],
  NAME: ['FirstName', 'FullName', 'LastName', 'MiddleName'],
  LEGAL_ENTITY: ['CONTACTS', 'LEGAL_ENTITY_DETAIL'],
  LEGAL_ENTITY_DETAIL: ['FullName'],
  ROLES: ['ROLE'],
  ROLE: ['BORROWER', 'LICENSES', 'PARTY_ROLE_IDENTIFIERS', 'ROLE_DETAIL'],
  ROLE_DETAIL: ['PartyRoleType'],
  LICENSES: ['LICENSE'],
  LICENSE: ['LICENSE_DETAIL'],
  LICENSE_DETAIL: ['LicenseAuthorityLevelType', 'LicenseIdentifier', 'LicenseIssuingAuthorityStateCode'],
  PARTY_ROLE_IDENTIFIERS: ['PARTY_ROLE_IDENTIFIER'],
  PARTY_ROLE_IDENTIFIER: ['PartyRoleIdentifier'],
  BORROWER: [
    'BANKRUPTCIES',
    'BORROWER_DETAIL',
    'CURRENT_INCOME',
    'DECLARATION',
    'DEPENDENTS',
    'EMPLOYERS',
    'GOVERNMENT_MONITORING',
    'MILITARY_SERVICES',
    'RESIDENCES',
  ],
  BANKRUPTCIES: ['BANKRUPTCY'],
  BANKRUPTCY: ['BANKRUPTCY_DETAIL'],
  BANKRUPTCY_DETAIL: ['BankruptcyChapterType'],
  BORROWER_DETAIL: [
    'BorrowerApplicationSignedDate',
    'BorrowerBirthDate',
    'BorrowerClassificationType',
    'DependentCount',
    'JointAssetLiabilityReportingType',
    'MaritalStatusType',
    'SelfDeclaredMilitaryServiceIndicator',
    'SpousalVABenefitsEligibilityIndicator',
  ],
  CURRENT_INCOME: ['CURRENT_INCOME_ITEMS'],
  CURRENT_INCOME_ITEMS: ['CURRENT_INCOME_ITEM'],
  CURRENT_INCOME_ITEM: ['CURRENT_INCOME_ITEM_DETAIL'],
  CURRENT_INCOME_ITEM_DETAIL: [
    'CurrentIncomeMonthlyTotalAmount',
    'EmploymentIncomeIndicator',
    'IncomeType',
    'IncomeTypeOtherDescription',
  ],
  DECLARATION: ['DECLARATION_DETAIL'],
  DECLARATION_DETAIL: [
    'BankruptcyIndicator',
    'CitizenshipResidencyType',
    'FHASecondaryResidenceIndicator',
    'HomeownerPastThreeYearsType',
    'IntentToOccupyType',
    'OutstandingJudgmentsIndicator',
    'PartyToLawsuitIndicator',
    'PresentlyDelinquentIndicator',
    'PriorPropertyDeedInLieuConveyedIndicator',
    'PriorPropertyForeclosureCompletedIndicator',
    'PriorPropertyShortSaleCompletedIndicator',
    'PriorPropertyTitleType',
    'PriorPropertyUsageType',
    'PropertyProposedCleanEnergyLienIndicator',
    'UndisclosedBorrowedFundsAmount',
    'UndisclosedBorrowedFundsIndicator',
    'UndisclosedComakerOfNoteIndicator',
    'UndisclosedCreditApplicationIndicator',
    'UndisclosedMortgageApplicationIndicator',
    'EXTENSION',
  ],
  DEPENDENTS: ['DEPENDENT'],
  DEPENDENT: ['DependentAgeYearsCount'],
  EMPLOYERS: ['EMPLOYER'],
  EMPLOYER: ['LEGAL_ENTITY', 'ADDRESS', 'EMPLOYMENT'],
  EMPLOYMENT: [
    'EmploymentBorrowerSelfEmployedIndicator',
    'EmploymentClassificationType',
    'EmploymentEndDate',
    'EmploymentMonthlyIncomeAmount',
    'EmploymentPositionDescription',
    'EmploymentStartDate',
    'EmploymentStatusType',
    'EmploymentTimeInLineOfWorkMonthsCount',
    'EmploymentTimeInLineOfWorkYearsCount',
    'OwnershipInterestType',
    'SpecialBorrowerEmployerRelationshipIndicator',
  ],
  GOVERNMENT_MONITORING: ['GOVERNMENT_MONITORING_DETAIL', 'HMDA_ETHNICITY_ORIGINS', 'HMDA_RACES', 'EXTENSION'],
  GOVERNMENT_MONITORING_DETAIL: [
    'HMDAEthnicityRefusalIndicator',
    'HMDAGenderRefusalIndicator',
    'HMDARaceRefusalIndicator',
    'EXTENSION',
  ],
  HMDA_ETHNICITY_ORIGINS: ['HMDA_ETHNICITY_ORIGIN'],
  HMDA_ETHNICITY_ORIGIN: ['HMDAEthnicityOriginType', 'HMDAEthnicityOriginTypeOtherDescription'],
  HMDA_RACES: ['HMDA_RACE'],
  HMDA_RACE: ['HMDA_RACE_DESIGNATIONS', 'HMDA_RACE_DETAIL'],
  HMDA_RACE_DETAIL: ['HMDARaceType', 'HMDARaceTypeAdditionalDescription'],
  HMDA_RACE_DESIGNATIONS: ['HMDA_RACE_DESIGNATION'],
  HMDA_RACE_DESIGNATION: ['HMDARaceDesignationType', 'EXTENSION'],
  MILITARY_SERVICES: ['MILITARY_SERVICE'],
  MILITARY_SERVICE: ['MilitaryServiceExpectedCompletionDate', 'MilitaryStatusType'],
  RESIDENCES: ['RESIDENCE'],
  RESIDENCE: ['ADDRESS', 'LANDLORD', 'RESIDENCE_DETAIL'],
  LANDLORD: ['LANDLORD_DETAIL'],
  LANDLORD_DETAIL: ['MonthlyRentAmount'],
  RESIDENCE_DETAIL: ['BorrowerResidencyBasisType', 'BorrowerResidencyDurationMonthsCount', 'BorrowerResidencyType'],
  TAXPAYER_IDENTIFIERS: ['TAXPAYER_IDENTIFIER'],
  TAXPAYER_IDENTIFIER: ['TaxpayerIdentifierType', 'TaxpayerIdentifierValue'],
  RELATIONSHIPS: ['RELATIONSHIP'],
  EXTENSION: ['OTHER'],
  OTHER: [
    'ULAD:ASSET_DETAIL_EXTENSION',
    'ULAD:DECLARATION_DETAIL_EXTENSION',
    'ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION',
    'ULAD:GOVERNMENT_MONITORING_EXTENSION',
    'ULAD:HMDA_RACE_DESIGNATION_EXTENSION',
    'ULAD:LANGUAGE_EXTENSION',
  ],
  'ULAD:ASSET_DETAIL_EXTENSION': ['ULAD:IncludedInAssetAccountIndicator'],
  'ULAD:LANGUAGE_EXTENSION': ['ULAD:LanguageCodeOtherDescription', 'ULAD:LanguageRefusalIndicator'],
  'ULAD:DECLARATION_DETAIL_EXTENSION': ['ULAD:SpecialBorrowerSellerRelationshipIndicator'],
  'ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION': ['ULAD:ApplicationTakenMethodType', 'ULAD:HMDAGenderType'],
  'ULAD:GOVERNMENT_MONITORING_EXTENSION': ['ULAD:HMDA_ETHNICITIES'],
  'ULAD:HMDA_ETHNICITIES': ['ULAD:HMDA_ETHNICITY'],
  'ULAD:HMDA_ETHNICITY': ['ULAD:HMDAEthnicityType'],
  'ULAD:HMDA_RACE_DESIGNATION_EXTENSION': [
    'ULAD:HMDARaceDesignationOtherAsianDescription',
    'ULAD:HMDARaceDesignationOtherPacificIslanderDescription',
    'ULAD:HMDARaceDesignationType',
  ],
};

/** Elements whose schema type has another name. */
const TYPE_OF: Readonly<Record<string, string>> = { SUBJECT_PROPERTY: 'PROPERTY' };

/** Thrown when the tree holds an element the order table does not place: a mapping mistake, caught by the tests. */
export class MismoOrderError extends Error {
  constructor(parent: string, child: string) {
    super(`No place for ${child} in ${parent}`);
    this.name = 'MismoOrderError';
  }
}

function ordered(node: MismoNode): MismoNode[] {
  const order = CHILD_ORDER[TYPE_OF[node.name] ?? node.name] ?? [];
  const rank = (child: MismoNode) => {
    const index = order.indexOf(child.name);
    if (index === -1) throw new MismoOrderError(node.name, child.name);
    return index;
  };
  // A stable sort: repeated containers keep the order they were added in.
  return node.children
    .map((child, position) => ({ child, position, rank: rank(child) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((entry) => entry.child);
}

/** Characters XML 1.0 cannot carry at all (controls other than tab and line breaks); they are left out. */
function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

type OrderedXml = Record<string, unknown>;

function toOrderedXml(node: MismoNode): OrderedXml {
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).map(([name, value]) => [`@_${name}`, xmlText(value)]),
  );
  const content = node.text !== undefined ? [{ '#text': xmlText(node.text) }] : ordered(node).map(toOrderedXml);
  return Object.keys(attributes).length > 0 ? { [node.name]: content, ':@': attributes } : { [node.name]: content };
}

/** The document as XML 1.0 in UTF-8, indented, children in schema order. */
export function mismoXml(root: MismoNode): string {
  const builder = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
  });
  const declaration = { '?xml': [{ '#text': '' }], ':@': { '@_version': '1.0', '@_encoding': 'UTF-8' } };
  return `${(builder.build([declaration, toOrderedXml(root)]) as string).trim()}\n`;
}
