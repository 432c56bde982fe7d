import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LENDER } from 'common';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { LOOKUP_LISTS } from 'server/lookups/lookupLists.ts';
import { applicationRecordFixture, stageFixture } from 'server/testing/applications.ts';
import { ABOUT_VERSION, buildMismoFile, mismoValue, type MismoCopy } from './mismoExport.ts';

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'PARTY',
  'ASSET',
  'LIABILITY',
  'EXPENSE',
  'LOAN',
  'RELATIONSHIP',
  'RESIDENCE',
  'EMPLOYER',
  'CURRENT_INCOME_ITEM',
  'HMDA_RACE',
  'HMDA_RACE_DESIGNATION',
  'HMDA_ETHNICITY_ORIGIN',
  'ULAD:HMDA_ETHNICITY',
  'CONTACT_POINT',
  'MILITARY_SERVICE',
  'BANKRUPTCY',
  'DEPENDENT',
  'PURCHASE_CREDIT',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => REPEATED.has(name),
});

function exported(copy: MismoCopy = 'lender', input: { data?: Node; kind?: 'full' | 'short' } = {}) {
  const xml = buildMismoFile({
    data: input.data ?? applicationRecordFixture(),
    kind: input.kind ?? 'full',
    loanNumber: 'HO26000123',
    copy,
    createdAt: new Date('2026-11-21T10:00:00Z'),
    signedAt: new Date('2026-11-20T15:00:00Z'),
  });
  const message = (parser.parse(xml) as { MESSAGE: Node }).MESSAGE;
  const deal = (((message.DEAL_SETS as Node).DEAL_SET as Node).DEALS as Node).DEAL as Node;
  return { xml, message, deal };
}

const at = (node: unknown, path: string): unknown =>
  path.split('/').reduce<unknown>((current, step) => (current as Node | undefined)?.[step], node);

const lookupValues = (...types: number[]) =>
  new Set(LOOKUP_LISTS.filter((list) => types.includes(list.type)).flatMap((list) => list.options.map((o) => o.value)));

function borrowers(deal: Node): Node[] {
  return ((deal.PARTIES as Node).PARTY as Node[]).filter(
    (party) => at(party, 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType') === 'Borrower',
  );
}

function party(deal: Node, firstName: string): Node {
  const found = borrowers(deal).find((candidate) => at(candidate, 'INDIVIDUAL/NAME/FirstName') === firstName);
  if (!found) throw new Error(`no party ${firstName}`);
  return found;
}

describe('the lender file (MISMO 3.4, DU / ULAD shape)', () => {
  it('is well-formed XML in the MESSAGE / DEAL_SETS / DEAL shape, containers in schema order', () => {
    const { xml, message, deal } = exported();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(message['@xmlns']).toBe('http://www.mismo.org/residential/2009/schemas');
    expect(message['@xmlns:ULAD']).toBe('http://www.datamodelextension.org/Schema/ULAD');
    expect(at(message, 'ABOUT_VERSIONS/ABOUT_VERSION/AboutVersionIdentifier')).toBe(ABOUT_VERSION);
    expect(Object.keys(deal)).toEqual([
      'ASSETS',
      'COLLATERALS',
      'EXPENSES',
      'LIABILITIES',
      'LOANS',
      'PARTIES',
      'RELATIONSHIPS',
    ]);
  });

  it('writes the subject loan and property of section 4 and L3', () => {
    const { deal } = exported();
    const loans = (deal.LOANS as Node).LOAN as Node[];
    const subject = loans.find((loan) => loan['@LoanRoleType'] === 'SubjectLoan') as Node;
    expect(subject.TERMS_OF_LOAN).toEqual({
      BaseLoanAmount: '320000.00',
      LienPriorityType: 'FirstLien',
      LoanPurposeType: 'Purchase',
      MortgageType: 'FHA',
      NoteAmount: '320000.00',
      NoteRatePercent: '6.875',
    });
    expect(at(subject, 'MATURITY/MATURITY_RULE')).toEqual({
      LoanMaturityPeriodCount: '360',
      LoanMaturityPeriodType: 'Month',
    });
    expect(at(subject, 'AMORTIZATION/AMORTIZATION_RULE')).toEqual({
      AmortizationType: 'Fixed',
      LoanAmortizationPeriodCount: '360',
      LoanAmortizationPeriodType: 'Month',
    });
    expect(at(subject, 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier')).toBe('HO26000123');
    expect(at(subject, 'LOAN_DETAIL/BorrowerCount')).toBe('3');
    expect(at(subject, 'PURCHASE_CREDITS/PURCHASE_CREDIT')).toEqual([
      { PurchaseCreditAmount: '5000.00', PurchaseCreditType: 'EarnestMoney' },
      {
        PurchaseCreditAmount: '3000.00',
        PurchaseCreditType: 'Other',
        PurchaseCreditTypeOtherDescription: 'Seller credit',
      },
    ]);
    const property = at(deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY') as Node;
    expect(property.ADDRESS).toMatchObject({
      AddressLineText: '4210 W Bay Villa Ave',
      AddressUnitDesignatorType: 'Apartment',
      AddressUnitIdentifier: '2B',
      CityName: 'Tampa',
      PostalCode: '33611',
      StateCode: 'FL',
    });
    expect(property.PROPERTY_DETAIL).toEqual({
      AttachmentType: 'Detached',
      ConstructionMethodType: 'SiteBuilt',
      PUDIndicator: 'false',
      FinancedUnitCount: '1',
      PropertyEstimatedValueAmount: '400000.00',
      PropertyMixedUsageIndicator: 'false',
      PropertyUsageType: 'PrimaryResidence',
    });
    expect(
      at(property, 'PROPERTY_VALUATIONS/PROPERTY_VALUATION/PROPERTY_VALUATION_DETAIL/PropertyValuationAmount'),
    ).toBe('405000.00');
    const related = loans.find((loan) => loan['@LoanRoleType'] === 'RelatedLoan') as Node;
    expect(at(related, 'TERMS_OF_LOAN/LienPriorityType')).toBe('SecondLien');
    expect(at(related, 'HELOC/HELOC_RULE/HELOCMaximumBalanceAmount')).toBe('10000.00');
    expect(at(related, 'LOAN_DETAIL/HELOCIndicator')).toBe('true');
  });

  it('writes the property type the borrower gives as construction, attachment, PUD and project structure', () => {
    const detail = (propertyType: string) => {
      const record = applicationRecordFixture();
      const loanDetails = (record.stageTwo as Node).loanDetails as Node;
      loanDetails.propertyType = propertyType;
      const property = at(exported('lender', { data: record }).deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY') as Node;
      return {
        construction: at(property, 'PROPERTY_DETAIL/ConstructionMethodType'),
        attachment: at(property, 'PROPERTY_DETAIL/AttachmentType'),
        pud: at(property, 'PROPERTY_DETAIL/PUDIndicator'),
        project: at(property, 'PROJECT/PROJECT_DETAIL/ProjectLegalStructureType'),
      };
    };
    expect(detail('SingleFamily')).toEqual({
      construction: 'SiteBuilt',
      attachment: 'Detached',
      pud: 'false',
      project: undefined,
    });
    expect(detail('Condominium')).toMatchObject({ construction: 'SiteBuilt', pud: 'false', project: 'Condominium' });
    expect(detail('ManufacturedHome')).toMatchObject({ construction: 'Manufactured', pud: 'false' });
    expect(detail('PlannedUnitDevelopment')).toMatchObject({ construction: 'SiteBuilt', pud: 'true' });
  });

  it('describes every Other answer, and leaves out the loan purpose and mortgage type DU refuses', () => {
    const withStageTwo = (index: number) => {
      const record = applicationRecordFixture();
      record.stageTwo = stageFixture('application-stage2', index);
      return exported('lender', { data: record }).deal;
    };
    // An investment purchase of three units: mortgage type and amortization Other, a grant from another source.
    const investment = withStageTwo(2);
    const subject = ((investment.LOANS as Node).LOAN as Node[]).find(
      (loan) => loan['@LoanRoleType'] === 'SubjectLoan',
    ) as Node;
    expect(at(subject, 'TERMS_OF_LOAN/MortgageType')).toBeUndefined();
    expect(at(subject, 'TERMS_OF_LOAN/LoanPurposeType')).toBe('Purchase');
    expect(at(subject, 'AMORTIZATION/AMORTIZATION_RULE')).toMatchObject({
      AmortizationType: 'Other',
      AmortizationTypeOtherDescription: 'Graduated payment',
    });
    const property = at(investment, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY/PROPERTY_DETAIL') as Node;
    expect(property).toMatchObject({ RentalEstimatedGrossMonthlyRentAmount: '4200.00', FinancedUnitCount: '3' });
    expect(property.PropertyMixedUsageIndicator).toBeUndefined();
    const grant = (at(investment, 'ASSETS/ASSET') as Node[]).find(
      (asset) => at(asset, 'ASSET_DETAIL/AssetType') === 'Grant',
    );
    expect(at(grant, 'ASSET_DETAIL')).toMatchObject({
      FundsSourceType: 'Other',
      FundsSourceTypeOtherDescription: 'Neighbourhood trust',
    });
    // A two-unit home to live in, for a purpose DU does not take: no LoanPurposeType at all; mixed use answered.
    const duplex = withStageTwo(3);
    const duplexLoan = ((duplex.LOANS as Node).LOAN as Node[]).find(
      (loan) => loan['@LoanRoleType'] === 'SubjectLoan',
    ) as Node;
    expect(at(duplexLoan, 'TERMS_OF_LOAN/LoanPurposeType')).toBeUndefined();
    expect(at(duplexLoan, 'TERMS_OF_LOAN/MortgageType')).toBe('Conventional');
    expect(at(duplex, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY/PROPERTY_DETAIL/PropertyMixedUsageIndicator')).toBe(
      'true',
    );
    // Stage 5: an Other asset by its liquidity, an Other debt to be paid off, an Other expense, each described.
    const { deal } = exported();
    const otherAsset = (at(deal, 'ASSETS/ASSET') as Node[]).find(
      (asset) => at(asset, 'ASSET_DETAIL/AssetType') === 'Other',
    );
    expect(at(otherAsset, 'ASSET_DETAIL/AssetTypeOtherDescription')).toBe('OtherNonLiquidAsset');
    const liabilities = (at(deal, 'LIABILITIES/LIABILITY') as Node[]).map((l) => at(l, 'LIABILITY_DETAIL') as Node);
    expect(liabilities.find((l) => l.LiabilityType === 'Other')).toMatchObject({
      LiabilityTypeOtherDescription: 'Tax payment plan',
      LiabilityPayoffStatusIndicator: 'true',
    });
    expect(liabilities.find((l) => l.LiabilityType === 'Revolving')?.LiabilityPayoffStatusIndicator).toBe('false');
    expect((at(deal, 'EXPENSES/EXPENSE') as Node[]).find((e) => e.ExpenseType === 'Other')).toMatchObject({
      ExpenseTypeOtherDescription: 'Union dues',
    });
    // The co-borrower prefers a language the form does not list: described, with no code.
    const languages = borrowers(deal).map((party) => at(party, 'LANGUAGES/LANGUAGE'));
    expect(languages).toContainEqual({
      EXTENSION: {
        OTHER: {
          'ULAD:LANGUAGE_EXTENSION': {
            'ULAD:LanguageCodeOtherDescription': 'Portuguese',
            'ULAD:LanguageRefusalIndicator': 'false',
          },
        },
      },
    });
  });

  it('makes a Borrower party per person with residences, employers, income, declarations, military service and HMDA', () => {
    const { deal } = exported();
    expect(borrowers(deal).map((p) => at(p, 'INDIVIDUAL/NAME/FirstName'))).toEqual(['Maria', 'Daniel', 'Sofia']);
    const maria = party(deal, 'Maria');
    expect(at(maria, 'TAXPAYER_IDENTIFIERS/TAXPAYER_IDENTIFIER')).toEqual({
      TaxpayerIdentifierType: 'SocialSecurityNumber',
      TaxpayerIdentifierValue: '219099999',
    });
    const borrower = at(maria, 'ROLES/ROLE/BORROWER') as Node;
    expect(borrower.BORROWER_DETAIL).toEqual({
      BorrowerApplicationSignedDate: '2026-11-20',
      BorrowerBirthDate: '1985-04-15',
      BorrowerClassificationType: 'Primary',
      JointAssetLiabilityReportingType: 'Jointly',
      DependentCount: '2',
      MaritalStatusType: 'Married',
      SelfDeclaredMilitaryServiceIndicator: 'true',
    });
    expect(at(borrower, 'DEPENDENTS/DEPENDENT')).toEqual([
      { DependentAgeYearsCount: '4' },
      { DependentAgeYearsCount: '7' },
    ]);
    const residences = at(borrower, 'RESIDENCES/RESIDENCE') as Node[];
    expect(residences.map((r) => at(r, 'RESIDENCE_DETAIL/BorrowerResidencyType'))).toEqual(['Current', 'Prior']);
    expect(at(residences[0], 'RESIDENCE_DETAIL/BorrowerResidencyDurationMonthsCount')).toBe('18');
    expect(at(residences[0], 'LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount')).toBe('1650.00');
    expect(at(maria, 'ADDRESSES/ADDRESS/AddressType')).toBe('Mailing');
    const employers = at(borrower, 'EMPLOYERS/EMPLOYER') as Node[];
    expect(employers.map((e) => at(e, 'EMPLOYMENT/EmploymentStatusType'))).toEqual(['Current', 'Previous']);
    expect(at(employers[0], 'EMPLOYMENT')).toMatchObject({
      EmploymentBorrowerSelfEmployedIndicator: 'true',
      EmploymentClassificationType: 'Primary',
      EmploymentStartDate: '2021-03-01',
      OwnershipInterestType: 'GreaterThanOrEqualTo25Percent',
      EmploymentTimeInLineOfWorkYearsCount: '9',
    });
    const income = at(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM') as Node[];
    expect(income.map((item) => at(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType'))).toEqual([
      'Base',
      'Bonus',
      'ChildSupport',
      'Other',
    ]);
    expect(at(income[3], 'CURRENT_INCOME_ITEM_DETAIL/IncomeTypeOtherDescription')).toBe('Jury duty pay');
    // The optional language preference (Form 1103): Spanish by its ISO 639-2 code, not refused.
    expect(at(maria, 'LANGUAGES/LANGUAGE')).toEqual({
      LanguageCode: 'spa',
      EXTENSION: { OTHER: { 'ULAD:LANGUAGE_EXTENSION': { 'ULAD:LanguageRefusalIndicator': 'false' } } },
    });
    const declaration = at(borrower, 'DECLARATION/DECLARATION_DETAIL') as Node;
    expect(declaration).toMatchObject({
      CitizenshipResidencyType: 'USCitizen',
      IntentToOccupyType: 'Yes',
      HomeownerPastThreeYearsType: 'Yes',
      PriorPropertyUsageType: 'Investment',
      PriorPropertyTitleType: 'JointWithSpouse',
      UndisclosedBorrowedFundsIndicator: 'true',
      UndisclosedBorrowedFundsAmount: '2500.00',
      BankruptcyIndicator: 'true',
    });
    expect(
      at(
        declaration,
        'EXTENSION/OTHER/ULAD:DECLARATION_DETAIL_EXTENSION/ULAD:SpecialBorrowerSellerRelationshipIndicator',
      ),
    ).toBe('false');
    expect(at(borrower, 'BANKRUPTCIES/BANKRUPTCY')).toEqual([
      { BANKRUPTCY_DETAIL: { BankruptcyChapterType: 'ChapterSeven' } },
    ]);
    expect(at(borrower, 'MILITARY_SERVICES/MILITARY_SERVICE')).toEqual([
      { MilitaryServiceExpectedCompletionDate: '2027-06-30', MilitaryStatusType: 'ActiveDuty' },
    ]);
    const monitoring = borrower.GOVERNMENT_MONITORING as Node;
    expect(
      at(monitoring, 'EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_EXTENSION/ULAD:HMDA_ETHNICITIES/ULAD:HMDA_ETHNICITY'),
    ).toEqual([{ 'ULAD:HMDAEthnicityType': 'HispanicOrLatino' }]);
    expect(at(monitoring, 'HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN')).toEqual([
      { HMDAEthnicityOriginType: 'Mexican' },
      { HMDAEthnicityOriginType: 'Other', HMDAEthnicityOriginTypeOtherDescription: 'Colombian' },
    ]);
    const races = at(monitoring, 'HMDA_RACES/HMDA_RACE') as Node[];
    expect(races.map((race) => at(race, 'HMDA_RACE_DETAIL/HMDARaceType'))).toEqual(['Asian', 'White']);
    expect(at(races[0], 'HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION')).toEqual([
      { HMDARaceDesignationType: 'Chinese' },
      {
        EXTENSION: {
          OTHER: {
            'ULAD:HMDA_RACE_DESIGNATION_EXTENSION': {
              'ULAD:HMDARaceDesignationOtherAsianDescription': 'Hmong',
              'ULAD:HMDARaceDesignationType': 'OtherAsian',
            },
          },
        },
      },
    ]);
    expect(
      at(monitoring, 'GOVERNMENT_MONITORING_DETAIL/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION'),
    ).toEqual({ 'ULAD:ApplicationTakenMethodType': 'Internet', 'ULAD:HMDAGenderType': 'Female' });
    // The co-borrower chose not to provide the information, and is a veteran.
    const daniel = at(party(deal, 'Daniel'), 'ROLES/ROLE/BORROWER') as Node;
    expect(at(daniel, 'GOVERNMENT_MONITORING/GOVERNMENT_MONITORING_DETAIL')).toMatchObject({
      HMDAEthnicityRefusalIndicator: 'true',
      HMDARaceRefusalIndicator: 'true',
      HMDAGenderRefusalIndicator: 'true',
    });
    expect(at(daniel, 'MILITARY_SERVICES/MILITARY_SERVICE')).toEqual([{ MilitaryStatusType: 'Veteran' }]);
    expect(at(daniel, 'DECLARATION/DECLARATION_DETAIL/CitizenshipResidencyType')).toBe('NonPermanentResidentAlien');
  });

  it('states who applies with whom: one primary borrower, and joint credit shared with the co-borrower', () => {
    const record = applicationRecordFixture();
    const people = APPLICATION_PEOPLE.peopleOf(record);
    const coBorrower = people.find((person) => person.applicantType === 'CoBorrower');
    if (!coBorrower) throw new Error('the fixture has no co-borrower');
    const classes = (deal: Node) =>
      borrowers(deal).map((borrower) => at(borrower, 'ROLES/ROLE/BORROWER/BORROWER_DETAIL/BorrowerClassificationType'));
    const roleOf = (deal: Node, firstName: string) => at(party(deal, firstName), 'ROLES/ROLE/@xlink:label') as string;
    const shared = (deal: Node) =>
      ((at(deal, 'RELATIONSHIPS/RELATIONSHIP') as Node[]) ?? []).filter((arc) =>
        String(arc['@xlink:arcrole']).endsWith('/ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE'),
      );

    // Individual credit: each person on their own.
    (record.stageOne as Node).borrowerCreditType = 'Individual';
    const single = exported('lender', { data: record }).deal;
    expect(classes(single)).toEqual(
      people.map((person) => (person.applicantType === 'Applicant' ? 'Primary' : 'Secondary')),
    );
    expect(classes(single).filter((value) => value === 'Primary')).toHaveLength(1);
    expect(shared(single)).toEqual([]);

    // Joint credit: the co-borrower shares with the person they apply with, and what either lists is held by both.
    (record.stageOne as Node).borrowerCreditType = 'Joint';
    const joint = exported('lender', { data: record }).deal;
    const partner = people.find((person) => person.mapid === coBorrower.owner);
    if (!partner) throw new Error('the co-borrower applies with nobody');
    const from = roleOf(joint, partner.firstName);
    const to = roleOf(joint, coBorrower.firstName);
    expect(shared(joint).map((arc) => [arc['@xlink:from'], arc['@xlink:to']])).toEqual([[from, to]]);
    const reporting = (deal: Node, firstName: string) =>
      at(party(deal, firstName), 'ROLES/ROLE/BORROWER/BORROWER_DETAIL/JointAssetLiabilityReportingType');
    expect(reporting(joint, partner.firstName)).toBe('Jointly');
    expect(reporting(joint, coBorrower.firstName)).toBe('Jointly');
    expect(reporting(single, coBorrower.firstName)).toBe('NotJointly');
    const arcs = at(joint, 'RELATIONSHIPS/RELATIONSHIP') as Node[];
    const heldBy = (label: unknown) =>
      arcs.filter(
        (arc) => arc['@xlink:from'] === label && String(arc['@xlink:arcrole']).endsWith('_IsAssociatedWith_ROLE'),
      );
    const jointlyHeld = [
      ...((at(joint, 'ASSETS/ASSET') as Node[]) ?? []),
      ...((at(joint, 'LIABILITIES/LIABILITY') as Node[]) ?? []),
    ]
      .map((node) => heldBy(node['@xlink:label']).map((arc) => arc['@xlink:to']))
      .filter((holders) => holders.includes(to));
    expect(jointlyHeld.length).toBeGreaterThan(0);
    for (const holders of jointlyHeld) expect(holders).toEqual(expect.arrayContaining([from, to]));
  });

  it('carries no invisible or control character in any name, whatever the stored record holds', () => {
    const record = applicationRecordFixture();
    const hostile = ['\u202E', '\u200B', '\u2066', '\uFEFF', '\u0007', '\u061C'];
    let planted = 0;
    const plant = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(plant);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node as Node)) {
          if (typeof value === 'string' && /name/i.test(key) && value.length > 1) {
            const mark = hostile[planted % hostile.length] as string;
            (node as Node)[key] = `${mark}${value.slice(0, 1)}${mark}${value.slice(1)}${mark}`;
            planted += 1;
          } else plant(value);
        }
      }
    };
    plant(record);
    expect(planted).toBeGreaterThan(10);
    const { xml, deal } = exported('lender', { data: record });
    expect(xml).not.toMatch(
      // eslint-disable-next-line no-control-regex -- exactly the characters that must not reach the file
      /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u0000-\u0008\u000B\u000C\u000E-\u001F]/,
    );
    // Every name the file carries is there, as the person sees it.
    const names: string[] = [];
    const collect = (node: unknown, key = ''): void => {
      if (Array.isArray(node)) node.forEach((item) => collect(item, key));
      else if (node && typeof node === 'object')
        Object.entries(node).forEach(([inner, value]) => collect(value, inner));
      else if (/^(FirstName|MiddleName|LastName|FullName)$/.test(key)) names.push(String(node));
    };
    collect(deal);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toContain('Maria');
  });

  it('ties every asset, liability, expense and income item to its owner, the mortgages to their property', () => {
    const { deal } = exported();
    const labels = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        const label = (node as Node)['@xlink:label'];
        if (typeof label === 'string') labels.add(label);
        Object.values(node).forEach(collect);
      }
    };
    collect(deal);
    const arcs = at(deal, 'RELATIONSHIPS/RELATIONSHIP') as Node[];
    for (const arc of arcs) {
      expect(labels.has(arc['@xlink:from'] as string), String(arc['@xlink:from'])).toBe(true);
      expect(labels.has(arc['@xlink:to'] as string), String(arc['@xlink:to'])).toBe(true);
      expect(arc['@xlink:arcrole']).toMatch(/^urn:fdc:mismo\.org:2009:residential\/[A-Z_]+_[A-Z][A-Za-z]+_[A-Z_]+$/);
    }
    const assets = at(deal, 'ASSETS/ASSET') as Node[];
    for (const asset of assets) {
      const label = asset['@xlink:label'];
      expect(arcs.some((arc) => arc['@xlink:from'] === label && String(arc['@xlink:to']).startsWith('BORROWER_'))).toBe(
        true,
      );
    }
    const owned = assets.find(
      (asset) => at(asset, 'OWNED_PROPERTY/PROPERTY/ADDRESS/AddressLineText') === '88 Gulf Blvd',
    ) as Node;
    const mortgageArc = arcs.find(
      (arc) => arc['@xlink:from'] === owned['@xlink:label'] && String(arc['@xlink:to']).startsWith('LIABILITY_'),
    );
    const mortgage = (at(deal, 'LIABILITIES/LIABILITY') as Node[]).find(
      (l) => l['@xlink:label'] === mortgageArc?.['@xlink:to'],
    );
    expect(at(mortgage, 'LIABILITY_DETAIL')).toMatchObject({
      LiabilityType: 'MortgageLoan',
      LiabilityMonthlyPaymentAmount: '1480.22',
      LiabilityUnpaidBalanceAmount: '198000.00',
      MortgageType: 'Conventional',
      LiabilityPayoffStatusIndicator: 'false',
    });
    expect(at(owned, 'OWNED_PROPERTY/OWNED_PROPERTY_DETAIL/OwnedPropertyDispositionStatusType')).toBe('Retain');
    const gift = assets.find((asset) => at(asset, 'ASSET_DETAIL/AssetType') === 'GiftOfCash') as Node;
    expect(at(gift, 'ASSET_DETAIL')).toEqual({
      AssetCashOrMarketValueAmount: '15000.00',
      AssetType: 'GiftOfCash',
      FundsSourceType: 'Relative',
      EXTENSION: { OTHER: { 'ULAD:ASSET_DETAIL_EXTENSION': { 'ULAD:IncludedInAssetAccountIndicator': 'true' } } },
    });
  });

  it('uses only the enumeration values of the reference lists', () => {
    const { deal } = exported();
    const assets = at(deal, 'ASSETS/ASSET') as Node[];
    const assetTypes = lookupValues(6, 10, 11);
    for (const asset of assets) {
      const type = at(asset, 'ASSET_DETAIL/AssetType');
      if (type !== undefined) expect(assetTypes.has(type as string), String(type)).toBe(true);
    }
    const liabilityTypes = new Set([...lookupValues(13), 'MortgageLoan']);
    for (const liability of at(deal, 'LIABILITIES/LIABILITY') as Node[]) {
      expect(liabilityTypes.has(at(liability, 'LIABILITY_DETAIL/LiabilityType') as string)).toBe(true);
    }
    for (const expense of at(deal, 'EXPENSES/EXPENSE') as Node[]) {
      expect(lookupValues(14).has(expense.ExpenseType as string)).toBe(true);
    }
    const incomeTypes = new Set([...lookupValues(21), 'Base', 'Overtime', 'Bonus', 'Commissions']);
    for (const person of borrowers(deal)) {
      const items = (at(person, 'ROLES/ROLE/BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM') ??
        []) as Node[];
      for (const item of items)
        expect(incomeTypes.has(at(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType') as string)).toBe(true);
    }
  });

  it("leaves the SSN, birth dates and account numbers out of the borrower's own copy", () => {
    const lender = exported('lender').xml;
    const borrower = exported('borrower').xml;
    for (const whole of ['219099999', '1985-04-15', '000123456789', '4111222233334444', '7700112233']) {
      expect(lender).toContain(whole);
      expect(borrower).not.toContain(whole);
    }
    expect(borrower).not.toContain('TaxpayerIdentifierValue');
    expect(borrower).toContain('<LastName>Lopez</LastName>');
  });

  it('names the originator and the lender, and exports a short application as its borrower, property and loan', () => {
    const { deal } = exported();
    const roles = ((deal.PARTIES as Node).PARTY as Node[]).map((p) => at(p, 'ROLES/ROLE/ROLE_DETAIL/PartyRoleType'));
    expect(roles).toEqual([
      'Borrower',
      'Borrower',
      'Borrower',
      'NotePayTo',
      'LoanOriginator',
      'LoanOriginationCompany',
    ]);
    const company = ((deal.PARTIES as Node).PARTY as Node[]).at(-1);
    expect(at(company, 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName')).toBe(LENDER.legalName);
    expect(at(company, 'ROLES/ROLE/PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER/PartyRoleIdentifier')).toBe(
      LENDER.nmlsId,
    );
    const short = exported('lender', { data: stageFixture('application-short', 1), kind: 'short' });
    expect(XMLValidator.validate(short.xml)).toBe(true);
    expect(borrowers(short.deal)).toHaveLength(1);
    expect(at(short.deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY/ADDRESS/StateCode')).toBeDefined();
  });

  it('converts values by kind and leaves out what it cannot read', () => {
    expect(mismoValue({ as: 'amount' }, '1,234.5')).toBe('1234.50');
    expect(mismoValue({ as: 'presence' }, '10000')).toBe('true');
    expect(mismoValue({ as: 'presence' }, ' ')).toBe('false');
    expect(mismoValue({ as: 'presence' }, undefined)).toBe('false');
    expect(mismoValue({ as: 'date' }, '13/45')).toBeUndefined();
    expect(mismoValue({ as: 'phone' }, '(813) 555-0142')).toBe('8135550142');
    expect(mismoValue({ as: 'stateCode' }, 'Florida')).toBeUndefined();
    expect(mismoValue({ as: 'months' }, '1', '6')).toBe('18');
    expect(mismoValue({ as: 'text', values: { a: 'A', b: null } }, 'b')).toBeUndefined();
    expect(mismoValue({ as: 'text', values: { a: 'A' } }, 'c')).toBeUndefined();
  });
});
