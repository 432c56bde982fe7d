/**
 * THE mapping from the 1003 record's keys to MISMO 3.4 (DU / ULAD) paths: one table, read by the export
 * (mismoExport.ts) and printed in docs/mismo-mapping.md (a test keeps the page equal to the table). Enumeration
 * values are those of shared/reference/urla-2020-lists.md: our lookups already store the MISMO values, so most fields
 * pass through; where our words differ, `values` translates them.
 *
 * Each entry belongs to a scope: the element the export makes for one thing of the record (a borrower's PARTY, one
 * ASSET per account row, the subject LOAN…), and reads one value of that scope's source. `to` is a path under the
 * scope's element: `A/B` makes or reuses containers, `A[+]` adds a new repeated container, and `A{sub/Path=Value}`
 * makes or reuses the container whose `sub/Path` holds `Value` (the HMDA_RACE of one race, its designations inside it).
 */

/** How a stored value becomes a MISMO data point. */
export type MismoKind =
  /** Text as stored (trimmed). */
  | 'text'
  /** Money typed as '320000' or '1234.5': two decimals, '320000.00'. */
  | 'amount'
  /** A whole number. */
  | 'count'
  /** A percent as typed ('6.875'). */
  | 'percent'
  /** MM/DD/YYYY as YYYY-MM-DD. */
  | 'date'
  /** Yes/no (a boolean or 'true'/'false') as 'true' or 'false'. */
  | 'indicator'
  /** Yes/no as 'Yes' or 'No' (the DU yes/no *Type enumerations). */
  | 'yesNo'
  /** Nine digits of an SSN (dashes dropped). */
  | 'ssn'
  /** Ten digits of a US phone number. */
  | 'phone'
  /** A USPS state or territory code (two capitals); anything else (a state's name) is left out. */
  | 'stateCode'
  /** Comma-joined ages ('4,7'): how many. */
  | 'listCount'
  /** Comma-joined ages: one repeated element per age (the path names the new element with `[+]`). */
  | 'listItems'
  /** Years and months (`from` years, `plus` months) as a number of months. */
  | 'months'
  /** A ticked box: the path's containers are made (with the `{…=Value}` the path names); nothing else is written. */
  | 'flag'
  /** Whether the source holds an answer at all: 'true' or 'false' (a credit limit given: a line of credit). */
  | 'presence';

/** Where a scope's source comes from, for the documentation. */
export type MismoScope =
  | 'subjectLoan'
  | 'subjectProperty'
  | 'relatedLoan'
  | 'relatedLoanCreditor'
  | 'gift'
  | 'borrower'
  | 'residence'
  | 'mailingAddress'
  | 'employer'
  | 'employmentIncome'
  | 'otherIncome'
  | 'asset'
  | 'otherAsset'
  | 'purchaseCredit'
  | 'liability'
  | 'expense'
  | 'ownedProperty'
  | 'ownedPropertyMortgage'
  | 'declarations'
  | 'militaryService'
  | 'demographics'
  | 'loanOriginator'
  | 'loanOriginationCompany';

/** One row of the table. */
export interface MismoField {
  scope: MismoScope;
  /** A key of the scope's source (`loanDetails.mortgageType`), or none for a constant. */
  from?: string;
  /** For `months`: the key of the months added to `from`'s years. */
  plus?: string;
  /** A fixed value, written whenever the scope's element is made. */
  constant?: string;
  to: string;
  as: MismoKind;
  /** Data points written beside the value (and only with it), under the same element. */
  with?: Readonly<Record<string, string>>;
  /** Our value -> MISMO value; a value mapped to null writes nothing. */
  values?: Readonly<Record<string, string | null>>;
  /** SSN, date of birth, account numbers: left out of the copy a borrower downloads. */
  personal?: true;
  /** Why, where the pairing is not one-to-one or is uncertain (printed in the documentation). */
  note?: string;
}

/** What each scope's element is and where its source comes from (the documentation's headings). */
export const MISMO_SCOPES: Readonly<Record<MismoScope, { element: string; source: string }>> = {
  subjectLoan: { element: 'DEAL/LOANS/LOAN[@LoanRoleType=SubjectLoan]', source: 'stageTwo, and the loan record' },
  subjectProperty: { element: 'DEAL/COLLATERALS/COLLATERAL/SUBJECT_PROPERTY', source: 'stageTwo' },
  relatedLoan: {
    element: 'DEAL/LOANS/LOAN[@LoanRoleType=RelatedLoan] (one per row)',
    source: 'stageTwo.otherMortgageLoans.*',
  },
  relatedLoanCreditor: {
    element: 'DEAL/PARTIES/PARTY with ROLE PartyRoleType NotePayTo (one per related loan)',
    source: 'stageTwo.otherMortgageLoans.*',
  },
  gift: { element: 'DEAL/ASSETS/ASSET (one per row)', source: 'stageTwo.giftsGrants.*' },
  borrower: {
    element: 'DEAL/PARTIES/PARTY with ROLE PartyRoleType Borrower (one per person)',
    source:
      'stageOne.applicants.*.borrower or .coborrower (names, contact), with stageThree.applications.*.applicant or stageFour.coborrower (personal information)',
  },
  residence: {
    element: '…/ROLE/BORROWER/RESIDENCES/RESIDENCE (one per current or former address)',
    source: 'stageThree.applications.*.residences.* or stageFour.residences.*',
  },
  mailingAddress: {
    element: 'DEAL/PARTIES/PARTY (the borrower)',
    source: 'the residence row marked mailingAddressIndicator',
  },
  employer: {
    element: '…/ROLE/BORROWER/EMPLOYERS/EMPLOYER (one per row)',
    source: 'stageThree.applications.*.employments.* or stageFour.employment.*',
  },
  employmentIncome: {
    element:
      '…/ROLE/BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM (one per amount of a current job, each entry its own)',
    source: 'the same employment rows (Current and Additional)',
  },
  otherIncome: {
    element: '…/ROLE/BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM (one per row)',
    source: 'stageThree.applications.*.incomesources.* or stageFour.otherIncomeSources.*',
  },
  asset: { element: 'DEAL/ASSETS/ASSET (one per row)', source: 'stageFive.applications.*.assets.*' },
  otherAsset: { element: 'DEAL/ASSETS/ASSET (one per row)', source: 'stageFive.applications.*.otherAssets.*' },
  purchaseCredit: {
    element: 'the subject LOAN/PURCHASE_CREDITS/PURCHASE_CREDIT (one per row)',
    source: 'stageFive.applications.*.otherCredits.*',
  },
  liability: { element: 'DEAL/LIABILITIES/LIABILITY (one per row)', source: 'stageFive.applications.*.liabilities.*' },
  expense: { element: 'DEAL/EXPENSES/EXPENSE (one per row)', source: 'stageFive.applications.*.otherLiabilities.*' },
  ownedProperty: {
    element: 'DEAL/ASSETS/ASSET with OWNED_PROPERTY (one per row)',
    source: 'stageFive.applications.*.reoProperties.*',
  },
  ownedPropertyMortgage: {
    element: 'DEAL/LIABILITIES/LIABILITY (one per property with a mortgage)',
    source: 'stageFive.applications.*.reoProperties.* where mortgateLoanIndicator',
  },
  declarations: {
    element: 'the borrower PARTY',
    source: 'stageSix.applications.*.declarations.borrower or .coborrower',
  },
  militaryService: {
    element: 'the borrower PARTY',
    source: 'stageSix.applications.*.militaryService.borrower or .coborrower',
  },
  demographics: {
    element: 'the borrower PARTY',
    source: 'stageSix.applications.*.demographicInfo.borrower or .coborrower (and derived.genderType)',
  },
  loanOriginator: {
    element: 'DEAL/PARTIES/PARTY with ROLE PartyRoleType LoanOriginator',
    source: 'stageOne (the officer chosen, details from our officer list)',
  },
  loanOriginationCompany: {
    element: 'DEAL/PARTIES/PARTY with ROLE PartyRoleType LoanOriginationCompany',
    source: 'the lender (common/lender.ts)',
  },
};

/**
 * USPS Publication 28 unit designators (lookup 5) as MISMO AddressUnitDesignatorType. MISMO has no Slip: it is
 * Other, with the designator in AddressUnitDesignatorTypeOtherDescription (UNIT_DESIGNATORS_DESCRIBED).
 */
export const UNIT_DESIGNATORS: Readonly<Record<string, string>> = {
  APT: 'Apartment',
  BSMT: 'Basement',
  BLDG: 'Building',
  DEPT: 'Department',
  FL: 'Floor',
  FRNT: 'Front',
  HNGR: 'Hangar',
  LBBY: 'Lobby',
  LOT: 'Lot',
  LOWR: 'Lower',
  OFC: 'Office',
  PH: 'Penthouse',
  PIER: 'Pier',
  REAR: 'Rear',
  RM: 'Room',
  SIDE: 'Side',
  SLIP: 'Other',
  SPC: 'Space',
  STOP: 'Stop',
  STE: 'Suite',
  TRLR: 'Trailer',
  UNIT: 'Unit',
  UPPR: 'Upper',
};

/** The designators MISMO names only as Other: the words of AddressUnitDesignatorTypeOtherDescription. */
export const UNIT_DESIGNATORS_DESCRIBED: Readonly<Record<string, string>> = { SLIP: 'Slip' };

/** The address data points of one kind of address row, by our keys. */
function address(
  scope: MismoScope,
  prefix: string,
  keys: { street: string; unitType: string; unit: string; city: string; state: string; zip: string; country?: string },
): MismoField[] {
  return [
    { scope, from: keys.street, to: `${prefix}AddressLineText`, as: 'text' },
    { scope, from: keys.unitType, to: `${prefix}AddressUnitDesignatorType`, as: 'text', values: UNIT_DESIGNATORS },
    {
      scope,
      from: keys.unitType,
      to: `${prefix}AddressUnitDesignatorTypeOtherDescription`,
      as: 'text',
      values: UNIT_DESIGNATORS_DESCRIBED,
    },
    { scope, from: keys.unit, to: `${prefix}AddressUnitIdentifier`, as: 'text' },
    { scope, from: keys.city, to: `${prefix}CityName`, as: 'text' },
    ...(keys.country ? [{ scope, from: keys.country, to: `${prefix}CountryCode`, as: 'text' } as MismoField] : []),
    { scope, from: keys.zip, to: `${prefix}PostalCode`, as: 'text' },
    { scope, from: keys.state, to: `${prefix}StateCode`, as: 'stateCode' },
  ];
}

const URLA_DETAIL = 'DOCUMENT_SPECIFIC_DATA_SETS/DOCUMENT_SPECIFIC_DATA_SET/URLA/URLA_DETAIL';
const BORROWER = 'ROLES/ROLE/BORROWER';
const DECLARATION = `${BORROWER}/DECLARATION/DECLARATION_DETAIL`;
const MONITORING = `${BORROWER}/GOVERNMENT_MONITORING`;
const RACE = (type: string) => `${MONITORING}/HMDA_RACES/HMDA_RACE{HMDA_RACE_DETAIL/HMDARaceType=${type}}`;
const DESIGNATION = (race: string, type: string) =>
  `${RACE(race)}/HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION{HMDARaceDesignationType=${type}}`;
const ULAD_DESIGNATION = (race: string, type: string) =>
  `${RACE(race)}/HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION{EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION/ULAD:HMDARaceDesignationType=${type}}`;
const ORIGIN = (type: string) =>
  `${MONITORING}/HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN{HMDAEthnicityOriginType=${type}}`;

/** Section 2b credits (lookup values) as MISMO PurchaseCreditType: Lot Equity is Other (described). */
const PURCHASE_CREDITS: Readonly<Record<string, string>> = {
  EarnestMoney: 'EarnestMoney',
  EmployerAssistedHousing: 'EmployerAssistedHousing',
  LotEquity: 'Other',
  RelocationFunds: 'RelocationFunds',
  LeasePurchaseFund: 'LeasePurchaseFund',
  SweatEquity: 'SweatEquity',
  TradeEquity: 'TradeEquity',
  Other: 'Other',
};

/** The language preference's answers (stages 3 and 4) as ISO 639-2 codes; Other and a refusal have none. */
const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'eng',
  Chinese: 'chi',
  Korean: 'kor',
  Spanish: 'spa',
  Tagalog: 'tgl',
  Vietnamese: 'vie',
};

const LANGUAGE_EXTENSION = 'LANGUAGES/LANGUAGE/EXTENSION/OTHER/ULAD:LANGUAGE_EXTENSION';

/** L3 Mortgage Type Applied For (lookup values) as DU takes them: Other is none of them. */
const DU_MORTGAGE_TYPES: Readonly<Record<string, string | null>> = {
  Conventional: 'Conventional',
  FHA: 'FHA',
  VA: 'VA',
  USDARuralDevelopment: 'USDARuralDevelopment',
  Other: null,
};

/** Declaration A(1) (lookup values) as MISMO PriorPropertyUsageType: an FHA secondary residence is a second home. */
const PRIOR_PROPERTY_USAGE: Readonly<Record<string, string>> = {
  PrimaryResidence: 'PrimaryResidence',
  FHASecondaryResidence: 'SecondHome',
  SecondHome: 'SecondHome',
  Investment: 'Investment',
};

/** Declarations A–M: our key, the DECLARATION_DETAIL data point, and how it is written. */
const DECLARATIONS: readonly (readonly [string, string, MismoKind])[] = [
  ['intentToOccupyIndicator', 'IntentToOccupyType', 'yesNo'],
  ['homeownerPastThreeYearsIndicator', 'HomeownerPastThreeYearsType', 'yesNo'],
  ['priorPropertyUsageType', 'PriorPropertyUsageType', 'text'],
  ['priorPropertyTitleType', 'PriorPropertyTitleType', 'text'],
  ['undisclosedBorrowedFundsIndicator', 'UndisclosedBorrowedFundsIndicator', 'indicator'],
  ['undisclosedBorrowedFundsAmount', 'UndisclosedBorrowedFundsAmount', 'amount'],
  ['undisclosedMortgageApplicationIndicator', 'UndisclosedMortgageApplicationIndicator', 'indicator'],
  ['undisclosedCreditApplicationIndicator', 'UndisclosedCreditApplicationIndicator', 'indicator'],
  ['propertyProposedCleanEnergyLienIndicator', 'PropertyProposedCleanEnergyLienIndicator', 'indicator'],
  ['undisclosedComakerOfNoteIndicator', 'UndisclosedComakerOfNoteIndicator', 'indicator'],
  ['outstandingJudgementsIndicator', 'OutstandingJudgmentsIndicator', 'indicator'],
  ['presentlyDelinquentIndicatorURLA', 'PresentlyDelinquentIndicator', 'indicator'],
  ['partyToLawsuitIndicatorURLA', 'PartyToLawsuitIndicator', 'indicator'],
  ['priorPropertyDeedInLieuConveyedIndicator', 'PriorPropertyDeedInLieuConveyedIndicator', 'indicator'],
  ['priorPropertyShortSaleCompletedIndicator', 'PriorPropertyShortSaleCompletedIndicator', 'indicator'],
  ['priorPropertyForeclosureCompletedIndicator', 'PriorPropertyForeclosureCompletedIndicator', 'indicator'],
  ['bankruptcyIndicator', 'BankruptcyIndicator', 'indicator'],
];

/** Income amounts of a job (URLA 1b/1c) and their MISMO IncomeType. */
const EMPLOYMENT_INCOME: readonly (readonly [string, string, string?])[] = [
  ['basePayAmount', 'Base'],
  ['overtimeAmount', 'Overtime'],
  ['bonusAmount', 'Bonus'],
  ['commissionsAmount', 'Commissions'],
  ['entitlementsAmount', 'Other', 'MilitaryEntitlements'],
  ['otherAmount', 'Other'],
];

/** The table. */
export const MISMO_MAPPING: readonly MismoField[] = [
  // Section 4a and L3: the loan applied for.
  { scope: 'subjectLoan', from: 'loanNumber', to: 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier', as: 'text' },
  {
    scope: 'subjectLoan',
    constant: 'LenderLoan',
    to: 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifierType',
    as: 'text',
  },
  { scope: 'subjectLoan', from: 'borrowerCount', to: 'LOAN_DETAIL/BorrowerCount', as: 'count' },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.mortgageType',
    to: 'TERMS_OF_LOAN/MortgageType',
    as: 'text',
    values: DU_MORTGAGE_TYPES,
    note: "DU takes Conventional, FHA, VA and USDA-RD only: Other (described, since stage 2 v2, in the borrower's words, which the lender's PDF carries) is left for the lender to set.",
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.borrowerRequestedLoanAmount',
    to: 'TERMS_OF_LOAN/BaseLoanAmount',
    as: 'amount',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.borrowerRequestedLoanAmount',
    to: `${URLA_DETAIL}/BorrowerRequestedLoanAmount`,
    as: 'amount',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.borrowerRequestedLoanAmount',
    to: 'TERMS_OF_LOAN/NoteAmount',
    as: 'amount',
    note: 'The note is for the amount applied for until the lender sets another.',
  },
  { scope: 'subjectLoan', from: 'loanDetails.requestedLoanRate', to: 'TERMS_OF_LOAN/NoteRatePercent', as: 'percent' },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.requestedLoanRate',
    to: `${URLA_DETAIL}/BorrowerRequestedInterestRatePercent`,
    as: 'percent',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.loanPurposeType',
    to: 'TERMS_OF_LOAN/LoanPurposeType',
    as: 'text',
    values: { Purchase: 'Purchase', Refinance: 'Refinance', Other: null },
    note: "DU takes Purchase and Refinance only: Others (decision 6; described, since stage 2 v2, in the borrower's words, which the lender's PDF carries) is left for the lender to set.",
  },
  { scope: 'subjectLoan', constant: 'FirstLien', to: 'TERMS_OF_LOAN/LienPriorityType', as: 'text' },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.amortizationType',
    to: 'AMORTIZATION/AMORTIZATION_RULE/AmortizationType',
    as: 'text',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.amortizationTypeOtherDescription',
    to: 'AMORTIZATION/AMORTIZATION_RULE/AmortizationTypeOtherDescription',
    as: 'text',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.loanTermInMonths',
    to: 'AMORTIZATION/AMORTIZATION_RULE/LoanAmortizationPeriodCount',
    as: 'count',
  },
  {
    scope: 'subjectLoan',
    constant: 'Month',
    to: 'AMORTIZATION/AMORTIZATION_RULE/LoanAmortizationPeriodType',
    as: 'text',
  },
  {
    scope: 'subjectLoan',
    from: 'loanDetails.loanTermInMonths',
    to: 'MATURITY/MATURITY_RULE/LoanMaturityPeriodCount',
    as: 'count',
    with: { 'MATURITY/MATURITY_RULE/LoanMaturityPeriodType': 'Month' },
  },
  {
    scope: 'subjectLoan',
    constant: 'Internet',
    to: `${URLA_DETAIL}/ApplicationTakenMethodType`,
    as: 'text',
    note: 'The application is taken online.',
  },
  // Section 4a: the property.
  ...address('subjectProperty', 'ADDRESS/', {
    street: 'property.addressLineText',
    unitType: 'property.addressUnitDesignatorType',
    unit: 'property.addressUnitIdentifier',
    city: 'property.city',
    state: 'property.state',
    zip: 'property.postalCode',
    country: 'property.country',
  }),
  {
    scope: 'subjectProperty',
    from: 'property.financedNumberOfUnits',
    to: 'PROPERTY_DETAIL/FinancedUnitCount',
    as: 'count',
  },
  {
    scope: 'subjectProperty',
    from: 'loanDetails.propertyType',
    to: 'PROPERTY_DETAIL/ConstructionMethodType',
    as: 'text',
    values: {
      SingleFamily: 'SiteBuilt',
      Townhouse: 'SiteBuilt',
      Condominium: 'SiteBuilt',
      TwoToFourUnits: 'SiteBuilt',
      ManufacturedHome: 'Manufactured',
      PlannedUnitDevelopment: 'SiteBuilt',
    },
    note: "From the lender's property type (the URLA has no such list): a manufactured home, else site-built.",
  },
  {
    scope: 'subjectProperty',
    from: 'loanDetails.propertyType',
    to: 'PROPERTY_DETAIL/AttachmentType',
    as: 'text',
    values: { SingleFamily: 'Detached', Townhouse: 'Attached' },
  },
  {
    scope: 'subjectProperty',
    from: 'loanDetails.propertyType',
    to: 'PROPERTY_DETAIL/PUDIndicator',
    as: 'text',
    values: {
      SingleFamily: 'false',
      Townhouse: 'false',
      Condominium: 'false',
      TwoToFourUnits: 'false',
      ManufacturedHome: 'false',
      PlannedUnitDevelopment: 'true',
    },
  },
  {
    scope: 'subjectProperty',
    from: 'loanDetails.propertyType',
    to: 'PROJECT/PROJECT_DETAIL/ProjectLegalStructureType',
    as: 'text',
    values: { Condominium: 'Condominium' },
  },
  {
    scope: 'subjectProperty',
    from: 'property.propertyEstimatedValueAmount',
    to: 'PROPERTY_DETAIL/PropertyEstimatedValueAmount',
    as: 'amount',
  },
  {
    scope: 'subjectProperty',
    from: 'loanDetails.propertyUsageType',
    to: 'PROPERTY_DETAIL/PropertyUsageType',
    as: 'text',
  },
  {
    scope: 'subjectProperty',
    from: 'property.mixedUsePropertyIndicator',
    to: 'PROPERTY_DETAIL/PropertyMixedUsageIndicator',
    as: 'indicator',
    note: 'URLA 4a Mixed-Use Property, asked (stage 2 v2) when the borrower will live in the property.',
  },
  {
    scope: 'subjectProperty',
    from: 'property.expectedMonthlyRentalIncomeAmount',
    to: 'PROPERTY_DETAIL/RentalEstimatedGrossMonthlyRentAmount',
    as: 'amount',
    note: "URLA 4c, asked (stage 2 v2) for the purchase of a two-to-four-unit primary residence or an investment property; the net figure is the lender's to calculate.",
  },
  {
    scope: 'subjectProperty',
    from: 'property.propertyAppraisedValueAmount',
    to: 'PROPERTY_VALUATIONS/PROPERTY_VALUATION/PROPERTY_VALUATION_DETAIL/PropertyValuationAmount',
    as: 'amount',
  },
  // Section 4b: other new mortgage loans on the property.
  { scope: 'relatedLoan', from: 'lienType', to: 'TERMS_OF_LOAN/LienPriorityType', as: 'text' },
  { scope: 'relatedLoan', from: 'loanAmount', to: 'TERMS_OF_LOAN/NoteAmount', as: 'amount' },
  {
    scope: 'relatedLoan',
    from: 'monthlyPayment',
    to: 'PAYMENT/PAYMENT_RULE/InitialPrincipalAndInterestPaymentAmount',
    as: 'amount',
  },
  { scope: 'relatedLoan', from: 'creditLimit', to: 'HELOC/HELOC_RULE/HELOCMaximumBalanceAmount', as: 'amount' },
  {
    scope: 'relatedLoan',
    from: 'creditLimit',
    to: 'LOAN_DETAIL/HELOCIndicator',
    as: 'presence',
    note: 'A credit limit is asked only of a line of credit (URLA 4b): with one the loan is a HELOC.',
  },
  {
    scope: 'relatedLoanCreditor',
    from: 'creditorName',
    to: 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName',
    as: 'text',
  },
  { scope: 'relatedLoanCreditor', constant: 'NotePayTo', to: 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType', as: 'text' },
  // Section 4d: gifts or grants.
  { scope: 'gift', from: 'assetType', to: 'ASSET_DETAIL/AssetType', as: 'text' },
  { scope: 'gift', from: 'amount', to: 'ASSET_DETAIL/AssetCashOrMarketValueAmount', as: 'amount' },
  { scope: 'gift', from: 'source', to: 'ASSET_DETAIL/FundsSourceType', as: 'text' },
  { scope: 'gift', from: 'sourceOtherDescription', to: 'ASSET_DETAIL/FundsSourceTypeOtherDescription', as: 'text' },
  {
    scope: 'gift',
    from: 'depositedIndicator',
    to: 'ASSET_DETAIL/EXTENSION/OTHER/ULAD:ASSET_DETAIL_EXTENSION/ULAD:IncludedInAssetAccountIndicator',
    as: 'text',
    values: { Deposited: 'true', 'Not Deposited': 'false' },
  },
  // Section 1a: the person.
  { scope: 'borrower', from: 'firstName', to: 'INDIVIDUAL/NAME/FirstName', as: 'text' },
  { scope: 'borrower', from: 'lastName', to: 'INDIVIDUAL/NAME/LastName', as: 'text' },
  { scope: 'borrower', from: 'middleName', to: 'INDIVIDUAL/NAME/MiddleName', as: 'text' },
  {
    scope: 'borrower',
    from: 'emailAddressText',
    to: 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT[+]/CONTACT_POINT_EMAIL/ContactPointEmailValue',
    as: 'text',
  },
  {
    scope: 'borrower',
    from: 'mobilePhone',
    to: 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT{CONTACT_POINT_DETAIL/ContactPointRoleType=Mobile}/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
    as: 'phone',
  },
  {
    scope: 'borrower',
    from: 'workPhone',
    to: 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT{CONTACT_POINT_DETAIL/ContactPointRoleType=Work}/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
    as: 'phone',
  },
  {
    scope: 'borrower',
    from: 'taxIdentificationIdentifier',
    to: 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER{TaxpayerIdentifierType=SocialSecurityNumber}/TaxpayerIdentifierValue',
    as: 'ssn',
    personal: true,
  },
  {
    scope: 'borrower',
    from: 'birthDate',
    to: `${BORROWER}/BORROWER_DETAIL/BorrowerBirthDate`,
    as: 'date',
    personal: true,
  },
  { scope: 'borrower', from: 'maritalStatusType', to: `${BORROWER}/BORROWER_DETAIL/MaritalStatusType`, as: 'text' },
  {
    scope: 'borrower',
    from: 'dependentsAgesDescription',
    to: `${BORROWER}/BORROWER_DETAIL/DependentCount`,
    as: 'listCount',
  },
  {
    scope: 'borrower',
    from: 'dependentsAgesDescription',
    to: `${BORROWER}/DEPENDENTS/DEPENDENT[+]/DependentAgeYearsCount`,
    as: 'listItems',
  },
  { scope: 'borrower', from: 'citizenshipResidencyType', to: `${DECLARATION}/CitizenshipResidencyType`, as: 'text' },
  // The Supplemental Consumer Information Form's (Form 1103) language preference, asked on stages 3 and 4 (v2).
  {
    scope: 'borrower',
    from: 'languagePreference',
    to: 'LANGUAGES/LANGUAGE/LanguageCode',
    as: 'text',
    values: LANGUAGE_CODES,
    note: 'ISO 639-2 codes; Other is described instead, and "I do not wish to respond" is the refusal indicator.',
  },
  {
    scope: 'borrower',
    from: 'languagePreferenceOtherDescription',
    to: `${LANGUAGE_EXTENSION}/ULAD:LanguageCodeOtherDescription`,
    as: 'text',
  },
  {
    scope: 'borrower',
    from: 'languagePreference',
    to: `${LANGUAGE_EXTENSION}/ULAD:LanguageRefusalIndicator`,
    as: 'text',
    values: Object.fromEntries(
      [...Object.keys(LANGUAGE_CODES), 'Other', 'NoResponse'].map((value) => [value, String(value === 'NoResponse')]),
    ),
    note: 'Left out when the question is not answered (it is optional).',
  },
  // Section 1a: current and former addresses, and the mailing address.
  ...address('residence', 'ADDRESS/', {
    street: 'uRLA2020StreetAddress',
    unitType: 'addressUnitDesignatorType',
    unit: 'addressUnitIdentifier',
    city: 'addressCity',
    state: 'addressState',
    zip: 'addressPostalCode',
    country: 'country',
  }),
  { scope: 'residence', from: 'rent', to: 'LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount', as: 'amount' },
  { scope: 'residence', from: 'residencyBasisType', to: 'RESIDENCE_DETAIL/BorrowerResidencyBasisType', as: 'text' },
  {
    scope: 'residence',
    from: 'durationTermYears',
    plus: 'durationTermMonths',
    to: 'RESIDENCE_DETAIL/BorrowerResidencyDurationMonthsCount',
    as: 'months',
  },
  { scope: 'residence', from: 'residencyType', to: 'RESIDENCE_DETAIL/BorrowerResidencyType', as: 'text' },
  ...address('mailingAddress', 'ADDRESSES/ADDRESS{AddressType=Mailing}/', {
    street: 'uRLA2020StreetAddress',
    unitType: 'addressUnitDesignatorType',
    unit: 'addressUnitIdentifier',
    city: 'addressCity',
    state: 'addressState',
    zip: 'addressPostalCode',
    country: 'country',
  }),
  // Sections 1b–1d: employment.
  { scope: 'employer', from: 'employerName', to: 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName', as: 'text' },
  {
    scope: 'employer',
    from: 'phoneNumber',
    to: 'LEGAL_ENTITY/CONTACTS/CONTACT/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
    as: 'phone',
  },
  ...address('employer', 'ADDRESS/', {
    street: 'uRLA2020StreetAddress',
    unitType: 'unitType',
    unit: 'unitNumber',
    city: 'addressCity',
    state: 'addressState',
    zip: 'addressPostalCode',
    country: 'country',
  }),
  {
    scope: 'employer',
    from: 'selfEmployedIndicator',
    to: 'EMPLOYMENT/EmploymentBorrowerSelfEmployedIndicator',
    as: 'indicator',
  },
  {
    scope: 'employer',
    from: 'employmentTypeIndicator',
    to: 'EMPLOYMENT/EmploymentClassificationType',
    as: 'text',
    values: { Current: 'Primary', Additional: 'Secondary', Previous: null },
  },
  { scope: 'employer', from: 'endDate', to: 'EMPLOYMENT/EmploymentEndDate', as: 'date' },
  {
    scope: 'employer',
    from: 'employmentMonthlyIncomeAmount',
    to: 'EMPLOYMENT/EmploymentMonthlyIncomeAmount',
    as: 'amount',
    note: 'Self-employed monthly income (or loss); gross monthly income of a previous job.',
  },
  { scope: 'employer', from: 'positionDescription', to: 'EMPLOYMENT/EmploymentPositionDescription', as: 'text' },
  { scope: 'employer', from: 'employmentStartDate', to: 'EMPLOYMENT/EmploymentStartDate', as: 'date' },
  {
    scope: 'employer',
    from: 'employmentTypeIndicator',
    to: 'EMPLOYMENT/EmploymentStatusType',
    as: 'text',
    values: { Current: 'Current', Additional: 'Current', Previous: 'Previous' },
  },
  { scope: 'employer', from: 'jobTermMonths', to: 'EMPLOYMENT/EmploymentTimeInLineOfWorkMonthsCount', as: 'count' },
  {
    scope: 'employer',
    from: 'timeInLineOfWorkYears',
    to: 'EMPLOYMENT/EmploymentTimeInLineOfWorkYearsCount',
    as: 'count',
  },
  { scope: 'employer', from: 'ownershipInterestType', to: 'EMPLOYMENT/OwnershipInterestType', as: 'text' },
  {
    scope: 'employer',
    from: 'specialEmployerRelationshipIndicator',
    to: 'EMPLOYMENT/SpecialBorrowerEmployerRelationshipIndicator',
    as: 'indicator',
  },
  ...EMPLOYMENT_INCOME.map(([key, type, other]): MismoField => ({
    scope: 'employmentIncome',
    from: key,
    to: 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount',
    as: 'amount',
    with: {
      'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator': 'true',
      'CURRENT_INCOME_ITEM_DETAIL/IncomeType': type,
      ...(other ? { 'CURRENT_INCOME_ITEM_DETAIL/IncomeTypeOtherDescription': other } : {}),
    },
    ...(other
      ? { note: "The URLA's one Military Entitlements line has no single MISMO income type: Other, described." }
      : {}),
  })),
  // Section 1e: income from other sources.
  { scope: 'otherIncome', from: 'description', to: 'CURRENT_INCOME_ITEM_DETAIL/IncomeType', as: 'text' },
  {
    scope: 'otherIncome',
    from: 'otherDescription',
    to: 'CURRENT_INCOME_ITEM_DETAIL/IncomeTypeOtherDescription',
    as: 'text',
    note: 'Asked for an Other income since stages 3 and 4 v2.',
  },
  {
    scope: 'otherIncome',
    from: 'monthlyAmount',
    to: 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount',
    as: 'amount',
  },
  { scope: 'otherIncome', constant: 'false', to: 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator', as: 'text' },
  // Section 2a: accounts.
  { scope: 'asset', from: 'accountIdentifier', to: 'ASSET_DETAIL/AssetAccountIdentifier', as: 'text', personal: true },
  { scope: 'asset', from: 'cashOrMarketValue', to: 'ASSET_DETAIL/AssetCashOrMarketValueAmount', as: 'amount' },
  { scope: 'asset', from: 'assetType', to: 'ASSET_DETAIL/AssetType', as: 'text' },
  { scope: 'asset', from: 'holderName', to: 'ASSET_HOLDER/NAME/FullName', as: 'text' },
  // Section 2b: other assets and credits.
  { scope: 'otherAsset', from: 'cashOrMarketValue', to: 'ASSET_DETAIL/AssetCashOrMarketValueAmount', as: 'amount' },
  {
    scope: 'otherAsset',
    from: 'assetType',
    to: 'ASSET_DETAIL/AssetType',
    as: 'text',
  },
  {
    scope: 'otherAsset',
    from: 'assetTypeOtherDescription',
    to: 'ASSET_DETAIL/AssetTypeOtherDescription',
    as: 'text',
    values: { OtherLiquidAsset: 'OtherLiquidAsset', OtherNonLiquidAsset: 'OtherNonLiquidAsset' },
    note: 'DU describes an Other asset by its liquidity: stage 5 v2 asks whether it can be turned into cash quickly.',
  },
  { scope: 'purchaseCredit', from: 'cashOrMarketValue', to: 'PurchaseCreditAmount', as: 'amount' },
  {
    scope: 'purchaseCredit',
    from: 'assetType',
    to: 'PurchaseCreditType',
    as: 'text',
    values: PURCHASE_CREDITS,
    note: 'Lot Equity has no MISMO PurchaseCreditType: it is Other, described as LotEquity.',
  },
  {
    scope: 'purchaseCredit',
    from: 'assetType',
    to: 'PurchaseCreditTypeOtherDescription',
    as: 'text',
    values: { LotEquity: 'LotEquity' },
  },
  {
    scope: 'purchaseCredit',
    from: 'creditTypeOtherDescription',
    to: 'PurchaseCreditTypeOtherDescription',
    as: 'text',
  },
  // Section 2c: liabilities.
  {
    scope: 'liability',
    from: 'accountIdentifier',
    to: 'LIABILITY_DETAIL/LiabilityAccountIdentifier',
    as: 'text',
    personal: true,
  },
  {
    scope: 'liability',
    from: 'monthlyPaymentAmount',
    to: 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount',
    as: 'amount',
  },
  {
    scope: 'liability',
    from: 'payoffIndicator',
    to: 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator',
    as: 'indicator',
    note: 'URLA 2c "To be paid off at or before closing", asked since stage 5 v2.',
  },
  { scope: 'liability', from: 'liabilityType', to: 'LIABILITY_DETAIL/LiabilityType', as: 'text' },
  {
    scope: 'liability',
    from: 'liabilityTypeOtherDescription',
    to: 'LIABILITY_DETAIL/LiabilityTypeOtherDescription',
    as: 'text',
  },
  {
    scope: 'liability',
    from: 'unpaidBalanceAmount',
    to: 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount',
    as: 'amount',
  },
  { scope: 'liability', from: 'holderName', to: 'LIABILITY_HOLDER/NAME/FullName', as: 'text' },
  // Section 2d: other liabilities and expenses.
  { scope: 'expense', from: 'monthlyPayment', to: 'ExpenseMonthlyPaymentAmount', as: 'amount' },
  { scope: 'expense', from: 'liabilityOrExpenseType', to: 'ExpenseType', as: 'text' },
  { scope: 'expense', from: 'expenseTypeOtherDescription', to: 'ExpenseTypeOtherDescription', as: 'text' },
  // Section 3: real estate owned, and the mortgage on it.
  {
    scope: 'ownedProperty',
    from: 'dispositionStatusType',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyDispositionStatusType',
    as: 'text',
  },
  {
    scope: 'ownedProperty',
    from: 'lienInstallmentAmount',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyLienInstallmentAmount',
    as: 'amount',
  },
  {
    scope: 'ownedProperty',
    from: 'lienUpbAmount',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyLienUPBAmount',
    as: 'amount',
  },
  {
    scope: 'ownedProperty',
    from: 'maintenanceExpenseAmount',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount',
    as: 'amount',
  },
  {
    scope: 'ownedProperty',
    from: 'rentalIncomeGrossAmount',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeGrossAmount',
    as: 'amount',
  },
  {
    scope: 'ownedProperty',
    constant: 'false',
    to: 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertySubjectIndicator',
    as: 'text',
  },
  ...address('ownedProperty', 'OWNED_PROPERTY/PROPERTY/ADDRESS/', {
    street: 'uRLA2020StreetAddress',
    unitType: 'unitType',
    unit: 'unitNumber',
    city: 'city',
    state: 'state',
    zip: 'postalCode',
  }),
  {
    scope: 'ownedProperty',
    from: 'propertyUsageType',
    to: 'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyCurrentUsageType',
    as: 'text',
  },
  {
    scope: 'ownedProperty',
    from: 'marketValueAmount',
    to: 'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyEstimatedValueAmount',
    as: 'amount',
  },
  {
    scope: 'ownedProperty',
    from: 'futurePropertyUsageType',
    to: 'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyUsageType',
    as: 'text',
  },
  {
    scope: 'ownedProperty',
    from: 'futurePropertyUsageTypeOtherDescription',
    to: 'OWNED_PROPERTY/PROPERTY/PROPERTY_DETAIL/PropertyUsageTypeOtherDescription',
    as: 'text',
  },
  {
    scope: 'ownedPropertyMortgage',
    from: 'loanAccountIdentifier',
    to: 'LIABILITY_DETAIL/LiabilityAccountIdentifier',
    as: 'text',
    personal: true,
  },
  {
    scope: 'ownedPropertyMortgage',
    from: 'lienInstallmentAmount',
    to: 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount',
    as: 'amount',
  },
  {
    scope: 'ownedPropertyMortgage',
    from: 'lienPaidOffIndicator',
    to: 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator',
    as: 'indicator',
  },
  { scope: 'ownedPropertyMortgage', constant: 'MortgageLoan', to: 'LIABILITY_DETAIL/LiabilityType', as: 'text' },
  {
    scope: 'ownedPropertyMortgage',
    from: 'lienUpbAmount',
    to: 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount',
    as: 'amount',
  },
  { scope: 'ownedPropertyMortgage', from: 'lienLoanType', to: 'LIABILITY_DETAIL/MortgageType', as: 'text' },
  {
    scope: 'ownedPropertyMortgage',
    from: 'lienLoanTypeOtherDescription',
    to: 'LIABILITY_DETAIL/MortgageTypeOtherDescription',
    as: 'text',
  },
  { scope: 'ownedPropertyMortgage', from: 'loanCreditorName', to: 'LIABILITY_HOLDER/NAME/FullName', as: 'text' },
  // Section 5: declarations.
  ...DECLARATIONS.map(([key, name, kind]): MismoField => ({
    scope: 'declarations',
    from: key,
    to: `${DECLARATION}/${name}`,
    as: kind,
    ...(key === 'priorPropertyUsageType'
      ? {
          values: PRIOR_PROPERTY_USAGE,
          note: 'An FHA secondary residence is no MISMO PriorPropertyUsageType: SecondHome, with FHASecondaryResidenceIndicator.',
        }
      : {}),
  })),
  {
    scope: 'declarations',
    from: 'priorPropertyUsageType',
    to: `${DECLARATION}/FHASecondaryResidenceIndicator`,
    as: 'text',
    values: { FHASecondaryResidence: 'true' },
  },
  {
    scope: 'declarations',
    from: 'specialBorrowerSellerRelationshipIndicator',
    to: `${DECLARATION}/EXTENSION/OTHER/ULAD:DECLARATION_DETAIL_EXTENSION/ULAD:SpecialBorrowerSellerRelationshipIndicator`,
    as: 'indicator',
  },
  ...(
    [
      ['bankruptcyIndicatorChapterSeven', 'ChapterSeven'],
      ['bankruptcyIndicatorChapterEleven', 'ChapterEleven'],
      ['bankruptcyIndicatorChapterTwelve', 'ChapterTwelve'],
      ['bankruptcyIndicatorChapterThirteen', 'ChapterThirteen'],
    ] as const
  ).map(([key, chapter]): MismoField => ({
    scope: 'declarations',
    from: key,
    to: `${BORROWER}/BANKRUPTCIES/BANKRUPTCY{BANKRUPTCY_DETAIL/BankruptcyChapterType=${chapter}}`,
    as: 'flag',
  })),
  // Section 7: military service.
  {
    scope: 'militaryService',
    from: 'selfDeclaredMilitaryServiceIndicator',
    to: `${BORROWER}/BORROWER_DETAIL/SelfDeclaredMilitaryServiceIndicator`,
    as: 'indicator',
  },
  {
    scope: 'militaryService',
    from: 'spousalVABenefitsEligibilityIndicator',
    to: `${BORROWER}/BORROWER_DETAIL/SpousalVABenefitsEligibilityIndicator`,
    as: 'indicator',
  },
  {
    scope: 'militaryService',
    from: 'activeDuty',
    to: `${BORROWER}/MILITARY_SERVICES/MILITARY_SERVICE{MilitaryStatusType=ActiveDuty}`,
    as: 'flag',
  },
  {
    scope: 'militaryService',
    from: 'militaryServiceExpectedCompletionDate',
    to: `${BORROWER}/MILITARY_SERVICES/MILITARY_SERVICE{MilitaryStatusType=ActiveDuty}/MilitaryServiceExpectedCompletionDate`,
    as: 'date',
  },
  {
    scope: 'militaryService',
    from: 'veteran',
    to: `${BORROWER}/MILITARY_SERVICES/MILITARY_SERVICE{MilitaryStatusType=Veteran}`,
    as: 'flag',
  },
  {
    scope: 'militaryService',
    from: 'reserveNationalGuardReserveActivated',
    to: `${BORROWER}/MILITARY_SERVICES/MILITARY_SERVICE{MilitaryStatusType=ReserveNationalGuardNeverActivated}`,
    as: 'flag',
    note: 'The box reads "only period of service was as a non-activated member of the Reserve or National Guard".',
  },
  // Section 8: demographic information (HMDA).
  {
    scope: 'demographics',
    from: 'ethnicityType',
    to: `${MONITORING}/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_EXTENSION/ULAD:HMDA_ETHNICITIES/ULAD:HMDA_ETHNICITY[+]/ULAD:HMDAEthnicityType`,
    as: 'text',
    values: {
      HispanicOrLatino: 'HispanicOrLatino',
      NotHispanicOrLatino: 'NotHispanicOrLatino',
      InformationNotProvidedByApplicantInMailInternetOrTelephoneApplication: null,
    },
  },
  {
    scope: 'demographics',
    from: 'ethnicityType',
    to: `${MONITORING}/GOVERNMENT_MONITORING_DETAIL/HMDAEthnicityRefusalIndicator`,
    as: 'text',
    values: {
      HispanicOrLatino: 'false',
      NotHispanicOrLatino: 'false',
      InformationNotProvidedByApplicantInMailInternetOrTelephoneApplication: 'true',
    },
  },
  { scope: 'demographics', from: 'hmdaEthnicityMexicanIndicator', to: ORIGIN('Mexican'), as: 'flag' },
  { scope: 'demographics', from: 'hmdaEthnicityPuertoRicanIndicator', to: ORIGIN('PuertoRican'), as: 'flag' },
  { scope: 'demographics', from: 'hmdaEthnicityCubanIndicator', to: ORIGIN('Cuban'), as: 'flag' },
  { scope: 'demographics', from: 'hmdaEthnicityOtherHispanicLatinoIndicator', to: ORIGIN('Other'), as: 'flag' },
  {
    scope: 'demographics',
    from: 'hmdaEthnicityOtherHispanicLatinoDescription',
    to: `${ORIGIN('Other')}/HMDAEthnicityOriginTypeOtherDescription`,
    as: 'text',
  },
  { scope: 'demographics', from: 'hmdaAmericanIndianIndicator', to: RACE('AmericanIndianOrAlaskaNative'), as: 'flag' },
  {
    scope: 'demographics',
    from: 'hmdaAmericanIndianTribeDescription',
    to: `${RACE('AmericanIndianOrAlaskaNative')}/HMDA_RACE_DETAIL/HMDARaceTypeAdditionalDescription`,
    as: 'text',
  },
  { scope: 'demographics', from: 'hmdaAsianIndicator', to: RACE('Asian'), as: 'flag' },
  ...(
    [
      ['hmdaAsianIndianIndicator', 'AsianIndian'],
      ['hmdaChineseIndicator', 'Chinese'],
      ['hmdaFilipinoIndicator', 'Filipino'],
      ['hmdaJapaneseIndicator', 'Japanese'],
      ['hmdaKoreanIndicator', 'Korean'],
      ['hmdaVietnameseIndicator', 'Vietnamese'],
    ] as const
  ).map(([key, type]): MismoField => ({
    scope: 'demographics',
    from: key,
    to: DESIGNATION('Asian', type),
    as: 'flag',
  })),
  { scope: 'demographics', from: 'hmdaOtherAsianIndicator', to: ULAD_DESIGNATION('Asian', 'OtherAsian'), as: 'flag' },
  {
    scope: 'demographics',
    from: 'hmdaOtherAsianDescription',
    to: `${ULAD_DESIGNATION('Asian', 'OtherAsian')}/EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION/ULAD:HMDARaceDesignationOtherAsianDescription`,
    as: 'text',
  },
  { scope: 'demographics', from: 'hmdaAfricanAmericanIndicator', to: RACE('BlackOrAfricanAmerican'), as: 'flag' },
  {
    scope: 'demographics',
    from: 'hmdaPacificIslanderIndicator',
    to: RACE('NativeHawaiianOrOtherPacificIslander'),
    as: 'flag',
  },
  ...(
    [
      ['hmdaNativeHawaiianIndicator', 'NativeHawaiian'],
      ['hmdaGuamanianOrChamorroIndicator', 'GuamanianOrChamorro'],
      ['hmdaSamoanIndicator', 'Samoan'],
    ] as const
  ).map(([key, type]): MismoField => ({
    scope: 'demographics',
    from: key,
    to: DESIGNATION('NativeHawaiianOrOtherPacificIslander', type),
    as: 'flag',
  })),
  {
    scope: 'demographics',
    from: 'hmdaOtherPacificIslanderIndicator',
    to: ULAD_DESIGNATION('NativeHawaiianOrOtherPacificIslander', 'OtherPacificIslander'),
    as: 'flag',
  },
  {
    scope: 'demographics',
    from: 'hmdaOtherPacificIslanderDescription',
    to: `${ULAD_DESIGNATION('NativeHawaiianOrOtherPacificIslander', 'OtherPacificIslander')}/EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION/ULAD:HMDARaceDesignationOtherPacificIslanderDescription`,
    as: 'text',
  },
  { scope: 'demographics', from: 'hmdaWhiteIndicator', to: RACE('White'), as: 'flag' },
  {
    scope: 'demographics',
    from: 'hmdaRaceDoNotWishProvideIndicator',
    to: `${MONITORING}/GOVERNMENT_MONITORING_DETAIL/HMDARaceRefusalIndicator`,
    as: 'indicator',
  },
  {
    scope: 'demographics',
    from: 'hmdaGendertypeDoNotWishIndicator',
    to: `${MONITORING}/GOVERNMENT_MONITORING_DETAIL/HMDAGenderRefusalIndicator`,
    as: 'indicator',
  },
  {
    scope: 'demographics',
    from: 'derived.genderType',
    to: `${MONITORING}/GOVERNMENT_MONITORING_DETAIL/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION/ULAD:HMDAGenderType`,
    as: 'text',
    values: {
      Female: 'Female',
      Male: 'Male',
      ApplicantSelectedBothMaleAndFemale: 'ApplicantSelectedBothMaleAndFemale',
    },
    note: 'Female, Male, or ApplicantSelectedBothMaleAndFemale when both boxes are ticked (HMDA sex code 6).',
  },
  {
    scope: 'demographics',
    constant: 'Internet',
    to: `${MONITORING}/GOVERNMENT_MONITORING_DETAIL/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION/ULAD:ApplicationTakenMethodType`,
    as: 'text',
    note: 'Provided through Email or Internet: an online application.',
  },
  // Section 9: the loan originator and the organization.
  { scope: 'loanOriginator', from: 'loanOfficer', to: 'INDIVIDUAL/NAME/FullName', as: 'text' },
  {
    scope: 'loanOriginator',
    from: 'loanOfficerEmail',
    to: 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT[+]/CONTACT_POINT_EMAIL/ContactPointEmailValue',
    as: 'text',
  },
  {
    scope: 'loanOriginator',
    from: 'loanOfficerPhone',
    to: 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT{CONTACT_POINT_DETAIL/ContactPointRoleType=Work}/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue',
    as: 'phone',
  },
  {
    scope: 'loanOriginator',
    from: 'loanOfficerLicenseID',
    to: 'ROLES/ROLE/LICENSES/LICENSE/LICENSE_DETAIL/LicenseIdentifier',
    as: 'text',
    with: { 'ROLES/ROLE/LICENSES/LICENSE/LICENSE_DETAIL/LicenseAuthorityLevelType': 'PublicState' },
  },
  {
    scope: 'loanOriginator',
    from: 'loanOfficerLicenseState',
    to: 'ROLES/ROLE/LICENSES/LICENSE/LICENSE_DETAIL/LicenseIssuingAuthorityStateCode',
    as: 'stateCode',
  },
  {
    scope: 'loanOriginator',
    from: 'loanOfficerNMLSId',
    to: 'ROLES/ROLE/PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER/PartyRoleIdentifier',
    as: 'text',
  },
  { scope: 'loanOriginator', constant: 'LoanOriginator', to: 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType', as: 'text' },
  { scope: 'loanOriginationCompany', from: 'legalName', to: 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName', as: 'text' },
  ...address('loanOriginationCompany', 'ADDRESSES/ADDRESS/', {
    street: 'address.street',
    unitType: 'address.unitType',
    unit: 'address.unit',
    city: 'address.city',
    state: 'address.state',
    zip: 'address.zip',
  }),
  {
    scope: 'loanOriginationCompany',
    from: 'nmlsId',
    to: 'ROLES/ROLE/PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER/PartyRoleIdentifier',
    as: 'text',
  },
  {
    scope: 'loanOriginationCompany',
    constant: 'LoanOriginationCompany',
    to: 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType',
    as: 'text',
  },
];

/** Keys of the record the export leaves out on purpose, and why (printed in the documentation). */
export const NOT_EXPORTED: readonly (readonly [string, string])[] = [
  ['stageOne.howDoYouHear, howDoYouHearOthers', 'marketing, not part of the URLA'],
  [
    'stageOne.applicants.*.borrower.preferendContact, creditType',
    'contact preference and self-rated credit: not URLA data',
  ],
  [
    'stageOne.borrowerCreditType',
    'read, not copied: with Joint, the ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE relationship and JointAssetLiabilityReportingType say it',
  ],
  [
    'stageTwo.loanDetails.mortgageTypeOtherDescription, loanPurposeTypeOtherDescription',
    "DU takes no Other mortgage type or loan purpose, so neither the value nor its description is sent: the lender's PDF carries the borrower's words and the lender sets the loan up",
  ],
  [
    'stageThree/stageFour residences sameAsCurrentAddressIndicator',
    'a page helper; the mailing address itself is exported',
  ],
  ['*.completed, index, delete, owner, mapid, type', 'the record’s own bookkeeping; deleted rows are not exported'],
];
