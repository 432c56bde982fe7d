/** One choice of a lookup list: the stored value (MISMO 3.4 / ULAD enumeration or our code) and its label. */
export interface LookupOption {
  value: string;
  text: string;
}

/** A lookup list: its type number (part 2 §3.11, ours for the unnamed stage-5 codes), a name for GET and its rows. */
export interface LookupList {
  type: number;
  /** Lower-case name accepted by GET /api/lookups/:name besides the number. */
  name: string;
  options: readonly LookupOption[];
}

const option = (value: string, text: string): LookupOption => ({ value, text });

/**
 * 50 states, DC and the five inhabited territories, by USPS code (reference §12); FM, MH, PW and the military
 * codes are left out. Sorted by name, territories last.
 */
export const STATES: readonly LookupOption[] = [
  option('AL', 'Alabama'),
  option('AK', 'Alaska'),
  option('AZ', 'Arizona'),
  option('AR', 'Arkansas'),
  option('CA', 'California'),
  option('CO', 'Colorado'),
  option('CT', 'Connecticut'),
  option('DE', 'Delaware'),
  option('DC', 'District of Columbia'),
  option('FL', 'Florida'),
  option('GA', 'Georgia'),
  option('HI', 'Hawaii'),
  option('ID', 'Idaho'),
  option('IL', 'Illinois'),
  option('IN', 'Indiana'),
  option('IA', 'Iowa'),
  option('KS', 'Kansas'),
  option('KY', 'Kentucky'),
  option('LA', 'Louisiana'),
  option('ME', 'Maine'),
  option('MD', 'Maryland'),
  option('MA', 'Massachusetts'),
  option('MI', 'Michigan'),
  option('MN', 'Minnesota'),
  option('MS', 'Mississippi'),
  option('MO', 'Missouri'),
  option('MT', 'Montana'),
  option('NE', 'Nebraska'),
  option('NV', 'Nevada'),
  option('NH', 'New Hampshire'),
  option('NJ', 'New Jersey'),
  option('NM', 'New Mexico'),
  option('NY', 'New York'),
  option('NC', 'North Carolina'),
  option('ND', 'North Dakota'),
  option('OH', 'Ohio'),
  option('OK', 'Oklahoma'),
  option('OR', 'Oregon'),
  option('PA', 'Pennsylvania'),
  option('RI', 'Rhode Island'),
  option('SC', 'South Carolina'),
  option('SD', 'South Dakota'),
  option('TN', 'Tennessee'),
  option('TX', 'Texas'),
  option('UT', 'Utah'),
  option('VT', 'Vermont'),
  option('VA', 'Virginia'),
  option('WA', 'Washington'),
  option('WV', 'West Virginia'),
  option('WI', 'Wisconsin'),
  option('WY', 'Wyoming'),
  option('AS', 'American Samoa'),
  option('GU', 'Guam'),
  option('MP', 'Northern Mariana Islands'),
  option('PR', 'Puerto Rico'),
  option('VI', 'U.S. Virgin Islands'),
];

/**
 * Every lookup list, seeded into the lookups table at start. Values are the MISMO 3.4 / ULAD enumerations of
 * shared/reference/urla-2020-lists.md; lists 15 and 22 are the lender's own. A value, once seeded, is never
 * renamed: records store it. Its label may change.
 */
export const LOOKUP_LISTS: readonly LookupList[] = [
  {
    type: 1,
    name: 'mortgage',
    // L3 Mortgage Type Applied For (MortgageType).
    options: [
      option('Conventional', 'Conventional'),
      option('USDARuralDevelopment', 'USDA-RD'),
      option('FHA', 'FHA'),
      option('VA', 'VA'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 2,
    name: 'amortization',
    // L3 Amortization Type (AmortizationType).
    options: [option('Fixed', 'Fixed Rate'), option('AdjustableRate', 'Adjustable Rate'), option('Other', 'Other')],
  },
  {
    type: 3,
    name: 'loanpurpose',
    // 4a Loan Purpose (LoanPurposeType); spec decision 6 labels the third choice 'Others'.
    options: [option('Purchase', 'Purchase'), option('Refinance', 'Refinance'), option('Other', 'Others')],
  },
  {
    type: 4,
    name: 'occupancy',
    // 4a Occupancy (PropertyUsageType).
    options: [
      option('PrimaryResidence', 'Primary Residence'),
      option('SecondHome', 'Second Home'),
      option('Investment', 'Investment Property'),
    ],
  },
  {
    type: 5,
    name: 'unit',
    // USPS Publication 28 secondary unit designators.
    options: [
      option('APT', 'Apartment'),
      option('BSMT', 'Basement'),
      option('BLDG', 'Building'),
      option('DEPT', 'Department'),
      option('FL', 'Floor'),
      option('FRNT', 'Front'),
      option('HNGR', 'Hangar'),
      option('LBBY', 'Lobby'),
      option('LOT', 'Lot'),
      option('LOWR', 'Lower'),
      option('OFC', 'Office'),
      option('PH', 'Penthouse'),
      option('PIER', 'Pier'),
      option('REAR', 'Rear'),
      option('RM', 'Room'),
      option('SIDE', 'Side'),
      option('SLIP', 'Slip'),
      option('SPC', 'Space'),
      option('STOP', 'Stop'),
      option('STE', 'Suite'),
      option('TRLR', 'Trailer'),
      option('UNIT', 'Unit'),
      option('UPPR', 'Upper'),
    ],
  },
  {
    type: 6,
    name: 'gifts',
    // 4d Gifts or Grants asset type (AssetType).
    options: [
      option('GiftOfCash', 'Cash Gift'),
      option('GiftOfPropertyEquity', 'Gift of Equity'),
      option('Grant', 'Grant'),
    ],
  },
  {
    type: 7,
    name: 'citizenship',
    // 1a Citizenship (CitizenshipResidencyType).
    options: [
      option('USCitizen', 'U.S. Citizen'),
      option('PermanentResidentAlien', 'Permanent Resident Alien'),
      option('NonPermanentResidentAlien', 'Non-Permanent Resident Alien'),
    ],
  },
  {
    type: 8,
    name: 'housing',
    // 1a Current Address Housing (BorrowerResidencyBasisType).
    options: [option('LivingRentFree', 'No primary housing expense'), option('Own', 'Own'), option('Rent', 'Rent')],
  },
  {
    type: 10,
    name: 'assets',
    // 2a Bank Accounts, Retirement, and Other Accounts (AssetType): exactly the 13 of the form, no Other.
    options: [
      option('CheckingAccount', 'Checking'),
      option('SavingsAccount', 'Savings'),
      option('MoneyMarketFund', 'Money Market'),
      option('CertificateOfDepositTimeDeposit', 'Certificate of Deposit'),
      option('MutualFund', 'Mutual Fund'),
      option('Stock', 'Stocks'),
      option('StockOptions', 'Stock Options'),
      option('Bond', 'Bonds'),
      option('RetirementFund', 'Retirement (e.g., 401k, IRA)'),
      option('BridgeLoanNotDeposited', 'Bridge Loan Proceeds'),
      option('IndividualDevelopmentAccount', 'Individual Development Account'),
      option('TrustAccount', 'Trust Account'),
      option('LifeInsurance', 'Cash Value of Life Insurance (used for the transaction)'),
    ],
  },
  {
    type: 11,
    name: 'otherassets',
    // 2b Other Assets (AssetType).
    options: [
      option(
        'PendingNetSaleProceedsFromRealEstateAssets',
        'Proceeds from Real Estate Property to be sold on or before closing',
      ),
      option('ProceedsFromSaleOfNonRealEstateAsset', 'Proceeds from Sale of Non-Real Estate Asset'),
      option('ProceedsFromSecuredLoan', 'Secured Borrowed Funds'),
      option('ProceedsFromUnsecuredLoan', 'Unsecured Borrowed Funds'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 12,
    name: 'othercredits',
    // 2b Other Credits (PurchaseCreditType).
    options: [
      option('EarnestMoney', 'Earnest Money'),
      option('EmployerAssistedHousing', 'Employer Assistance'),
      option('LotEquity', 'Lot Equity'),
      option('RelocationFunds', 'Relocation Funds'),
      option('LeasePurchaseFund', 'Rent Credit'),
      option('SweatEquity', 'Sweat Equity'),
      option('TradeEquity', 'Trade Equity'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 13,
    name: 'liabilities',
    // 2c Liabilities (LiabilityType).
    options: [
      option('Revolving', 'Revolving (e.g., credit cards)'),
      option('Installment', 'Installment (e.g., car, student, personal loans)'),
      option('Open30DayChargeAccount', 'Open 30-Day (balance paid monthly)'),
      option('LeasePayment', 'Lease (not real estate)'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 14,
    name: 'otherliabilities',
    // 2d Other Liabilities and Expenses (ExpenseType).
    options: [
      option('Alimony', 'Alimony'),
      option('ChildSupport', 'Child Support'),
      option('SeparateMaintenanceExpense', 'Separate Maintenance'),
      option('JobRelatedExpenses', 'Job Related Expenses'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 15,
    name: 'howheard',
    // The lender's own list.
    options: [
      option('InternetSearch', 'Internet Search'),
      option('SocialMedia', 'Social Media'),
      option('FriendOrFamily', 'Friend or Family'),
      option('RealEstateAgent', 'Real Estate Agent'),
      option('Builder', 'Builder'),
      option('PreviousCustomer', 'Previous Customer'),
      option('RadioOrTV', 'Radio or TV'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 16,
    name: 'sources',
    // 4d Gifts or Grants source (FundsSourceType, DU 1.9.3 spelling).
    options: [
      option('CommunityNonProfit', 'Community Nonprofit'),
      option('Employer', 'Employer'),
      option('FederalAgency', 'Federal Agency'),
      option('LocalAgency', 'Local Agency'),
      option('Relative', 'Relative'),
      option('ReligiousNonProfit', 'Religious Nonprofit'),
      option('StateAgency', 'State Agency'),
      option('UnmarriedPartner', 'Unmarried Partner'),
      option('Lender', 'Lender'),
      option('Other', 'Other'),
    ],
  },
  { type: 18, name: 'states', options: STATES },
  {
    type: 19,
    name: 'reostatus',
    // 3 Real Estate status (OwnedPropertyDispositionStatusType).
    options: [option('Sold', 'Sold'), option('PendingSale', 'Pending Sale'), option('Retain', 'Retained')],
  },
  {
    type: 20,
    name: 'marital',
    // 1a Marital Status (MaritalStatusType).
    options: [
      option('Married', 'Married'),
      option('Separated', 'Separated'),
      option(
        'Unmarried',
        'Unmarried (Single, Divorced, Widowed, Civil Union, Domestic Partnership, Registered Reciprocal Beneficiary Relationship)',
      ),
    ],
  },
  {
    type: 21,
    name: 'income',
    // 1e Income from Other Sources (IncomeType).
    options: [
      option('Alimony', 'Alimony'),
      option('AutomobileAllowance', 'Automobile Allowance'),
      option('BoarderIncome', 'Boarder Income'),
      option('CapitalGains', 'Capital Gains'),
      option('ChildSupport', 'Child Support'),
      option('Disability', 'Disability'),
      option('FosterCare', 'Foster Care'),
      option('HousingAllowance', 'Housing or Parsonage'),
      option('DividendsInterest', 'Interest and Dividends'),
      option('MortgageCreditCertificate', 'Mortgage Credit Certificate'),
      option('MortgageDifferential', 'Mortgage Differential Payments'),
      option('NotesReceivableInstallment', 'Notes Receivable'),
      option('PublicAssistance', 'Public Assistance'),
      option('Pension', 'Retirement (e.g., Pension, IRA)'),
      option('Royalties', 'Royalty Payments'),
      option('SeparateMaintenance', 'Separate Maintenance'),
      option('SocialSecurity', 'Social Security'),
      option('Trust', 'Trust'),
      option('Unemployment', 'Unemployment Benefits'),
      option('VABenefitsNonEducational', 'VA Compensation'),
      option('Other', 'Other'),
    ],
  },
  {
    type: 22,
    name: 'propertytype',
    // The lender's own list (the URLA has none).
    options: [
      option('SingleFamily', 'Single Family'),
      option('Townhouse', 'Townhouse'),
      option('Condominium', 'Condominium'),
      option('TwoToFourUnits', '2 to 4 Units'),
      option('ManufacturedHome', 'Manufactured Home'),
      option('PlannedUnitDevelopment', 'Planned Unit Development'),
    ],
  },
  {
    type: 23,
    name: 'reooccupancy',
    // 3 Real Estate intended occupancy.
    options: [
      option('Investment', 'Investment'),
      option('PrimaryResidence', 'Primary Residence'),
      option('SecondHome', 'Second Home'),
      option('Other', 'Other'),
    ],
  },
];

const BY_TYPE = new Map(LOOKUP_LISTS.map((list) => [list.type, list]));
const BY_NAME = new Map(LOOKUP_LISTS.map((list) => [list.name, list]));

/** The list type for a GET name: a known type number or a list name (any case); undefined when unknown. */
export function lookupTypeFromName(name: string): number | undefined {
  if (/^\d{1,5}$/.test(name)) return BY_TYPE.get(Number(name))?.type;
  return BY_NAME.get(name.toLowerCase())?.type;
}
