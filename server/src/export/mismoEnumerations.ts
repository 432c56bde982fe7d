/**
 * The allowed values of the enumerated MISMO 3.4 data points the lender file writes (issue 24): a strict import
 * refuses a whole file for one value outside its enumeration. A test (mismoEnumerations.test.ts) feeds every value the
 * 1003's lookup lists and schema enums can hold, every constant and every value a mapping writes through the mapping
 * (mismoMapping.ts) and checks each against this table.
 *
 * Sources, per data point: `du` the DU Specification 1.9.3 enumerations (the values DU accepts, all members of the
 * MISMO 3.4 B324 enumerations; shared/reference/urla-2020-lists.md, source S1); `mismo` the MISMO 3.4 B324 enumerated
 * types where the file needs a value DU's tab does not list (the outside check of issue 24 named Current/Previous and
 * Other with its description). A data point the exporter writes but this table does not list yet is named in
 * UNCHECKED_ENUMERATIONS, so the test knows the difference between "checked" and "not yet".
 */
export const MISMO_ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  // mismo: an employment is the current one or a previous one.
  EmploymentStatusType: ['Current', 'Previous'],
  // mismo: the primary job and any additional one.
  EmploymentClassificationType: ['Primary', 'Secondary'],
  // mismo: one primary borrower per loan, every other borrower secondary (written by the exporter itself).
  BorrowerClassificationType: ['Primary', 'Secondary'],
  // du: with more than one borrower, whether each reports assets and liabilities jointly.
  JointAssetLiabilityReportingType: ['Jointly', 'NotJointly'],
  // du
  BorrowerResidencyType: ['Current', 'Prior'],
  // du
  BorrowerResidencyBasisType: ['LivingRentFree', 'Own', 'Rent'],
  // mismo: USPS designators MISMO names; any other (a boat slip) is Other with its description.
  AddressUnitDesignatorType: [
    'Apartment',
    'Basement',
    'Building',
    'Condo',
    'Department',
    'Floor',
    'Front',
    'Hangar',
    'Key',
    'Lobby',
    'Lot',
    'Lower',
    'Office',
    'Other',
    'Penthouse',
    'Pier',
    'Rear',
    'Room',
    'Side',
    'Space',
    'Stop',
    'Suite',
    'Trailer',
    'Unit',
    'Upper',
  ],
  // mismo: the URLA 2b credits MISMO names; Lot Equity is Other with its description.
  PurchaseCreditType: [
    'EarnestMoney',
    'EmployerAssistedHousing',
    'LeasePurchaseFund',
    'Other',
    'RelocationFunds',
    'SweatEquity',
    'TradeEquity',
  ],
  // du (an FHA secondary residence is a second home with FHASecondaryResidenceIndicator)
  PriorPropertyUsageType: ['Investment', 'PrimaryResidence', 'SecondHome'],
  // du
  PriorPropertyTitleType: ['JointWithOtherThanSpouse', 'JointWithSpouse', 'Sole'],
  // du
  IntentToOccupyType: ['No', 'Yes'],
  // du
  HomeownerPastThreeYearsType: ['No', 'Yes'],
  // du
  BankruptcyChapterType: ['ChapterEleven', 'ChapterSeven', 'ChapterThirteen', 'ChapterTwelve'],
  // du: the 2a accounts, the 2b assets and the 4d gifts.
  // du: an Other asset of section 2b is described by its liquidity, in these words only.
  AssetTypeOtherDescription: ['OtherLiquidAsset', 'OtherNonLiquidAsset'],
  AssetType: [
    'Bond',
    'BridgeLoanNotDeposited',
    'CertificateOfDepositTimeDeposit',
    'CheckingAccount',
    'IndividualDevelopmentAccount',
    'LifeInsurance',
    'MoneyMarketFund',
    'MutualFund',
    'RetirementFund',
    'SavingsAccount',
    'Stock',
    'StockOptions',
    'TrustAccount',
    'CashOnHand',
    'Other',
    'PendingNetSaleProceedsFromRealEstateAssets',
    'ProceedsFromSaleOfNonRealEstateAsset',
    'ProceedsFromSecuredLoan',
    'ProceedsFromUnsecuredLoan',
    'GiftOfCash',
    'GiftOfPropertyEquity',
    'Grant',
  ],
  // du
  LiabilityType: [
    'CollectionsJudgmentsAndLiens',
    'Installment',
    'LeasePayment',
    'Open30DayChargeAccount',
    'Other',
    'Revolving',
    'Taxes',
    'TaxLien',
    'HELOC',
    'MortgageLoan',
  ],
  // du
  ExpenseType: ['Alimony', 'ChildSupport', 'JobRelatedExpenses', 'Other', 'SeparateMaintenanceExpense'],
  // du
  OwnedPropertyDispositionStatusType: ['PendingSale', 'Retain', 'Sold'],
  // du: the subject property's usage, and an owned property's intended usage (which may be Other).
  PropertyUsageType: ['Investment', 'Other', 'PrimaryResidence', 'SecondHome'],
  // du
  FundsSourceType: [
    'CommunityNonProfit',
    'Employer',
    'FederalAgency',
    'Lender',
    'LocalAgency',
    'Other',
    'Parent',
    'Relative',
    'ReligiousNonProfit',
    'StateAgency',
    'UnmarriedPartner',
    'UnrelatedFriend',
  ],
  // du
  AmortizationType: ['AdjustableRate', 'Fixed', 'GEM', 'GPM', 'Other'],
  // du: the parties the file names beside the borrowers.
  PartyRoleType: ['Borrower', 'NotePayTo', 'LoanOriginationCompany', 'LoanOriginator'],
  // du
  LicenseAuthorityLevelType: ['Private', 'PublicState'],
  // mismo (members the file writes; the enumeration has more): site-built, or a manufactured home.
  ConstructionMethodType: ['Manufactured', 'SiteBuilt'],
  // du
  AttachmentType: ['Attached', 'Detached'],
  // mismo
  ProjectLegalStructureType: ['Condominium', 'Cooperative'],
  // mismo (members the file writes): the term in months.
  LoanMaturityPeriodType: ['Month'],
  LoanAmortizationPeriodType: ['Month'],
  // reference (urla-2020-lists.md §7); DU accepts the first two only (issue 24 part 3 is open).
  LoanPurposeType: ['Purchase', 'Refinance', 'Other'],
  // reference §7; DU accepts all but Other.
  MortgageType: ['Conventional', 'FHA', 'USDARuralDevelopment', 'VA', 'Other'],
  // reference §7
  LienPriorityType: ['FirstLien', 'SecondLien'],
  // reference §8
  MaritalStatusType: ['Married', 'Separated', 'Unmarried'],
  // reference §8
  CitizenshipResidencyType: ['USCitizen', 'PermanentResidentAlien', 'NonPermanentResidentAlien'],
  // mismo (members the file writes)
  LoanIdentifierType: ['LenderLoan'],
  ApplicationTakenMethodType: ['Internet'],
  ContactPointRoleType: ['Mobile', 'Work'],
  TaxpayerIdentifierType: ['SocialSecurityNumber'],
  AddressType: ['Mailing'],
  // du
  OwnershipInterestType: ['GreaterThanOrEqualTo25Percent', 'LessThan25Percent'],
  // reference §11
  MilitaryStatusType: ['ActiveDuty', 'ReserveNationalGuardNeverActivated', 'Veteran'],
  // reference §5 (1e income from other sources) and the job income types of URLA 1b–1d.
  IncomeType: [
    'Base',
    'Bonus',
    'Commissions',
    'Overtime',
    'Alimony',
    'AutomobileAllowance',
    'BoarderIncome',
    'CapitalGains',
    'ChildSupport',
    'Disability',
    'FosterCare',
    'HousingAllowance',
    'DividendsInterest',
    'MortgageCreditCertificate',
    'MortgageDifferential',
    'NotesReceivableInstallment',
    'PublicAssistance',
    'Pension',
    'Royalties',
    'SeparateMaintenance',
    'SocialSecurity',
    'Trust',
    'Unemployment',
    'VABenefitsNonEducational',
    'Other',
  ],
  // reference §9: an owned property's current use (the same members as its intended use).
  PropertyCurrentUsageType: ['Investment', 'Other', 'PrimaryResidence', 'SecondHome'],
  // du (section 8, HMDA): ethnicity (the ULAD extension's HMDAEthnicityType) and its origins.
  HMDAEthnicityType: [
    'HispanicOrLatino',
    'NotHispanicOrLatino',
    'InformationNotProvidedByApplicantInMailInternetOrTelephoneApplication',
    'NotApplicable',
  ],
  HMDAEthnicityOriginType: ['Cuban', 'Mexican', 'Other', 'PuertoRican'],
  // du: race, and its designations (MISMO's nine and the ULAD extension's OtherAsian and OtherPacificIslander).
  HMDARaceType: [
    'AmericanIndianOrAlaskaNative',
    'Asian',
    'BlackOrAfricanAmerican',
    'InformationNotProvidedByApplicantInMailInternetOrTelephoneApplication',
    'NativeHawaiianOrOtherPacificIslander',
    'NotApplicable',
    'White',
  ],
  HMDARaceDesignationType: [
    'AsianIndian',
    'Chinese',
    'Filipino',
    'GuamanianOrChamorro',
    'Japanese',
    'Korean',
    'NativeHawaiian',
    'OtherAsian',
    'OtherPacificIslander',
    'Samoan',
    'Vietnamese',
  ],
  // du (the ULAD extension's HMDAGenderType): both boxes ticked is its own value (HMDA sex code 6).
  HMDAGenderType: [
    'ApplicantSelectedBothMaleAndFemale',
    'Female',
    'InformationNotProvidedUnknown',
    'Male',
    'NotApplicable',
  ],
};

/**
 * Enumerated data points the exporter writes whose allowed values this table does not list yet: none now. A data
 * point added to the mapping without its values must be named here, so the test knows "not yet" from "checked".
 */
export const UNCHECKED_ENUMERATIONS: readonly string[] = [];
