import { valueAt, withoutRefusedCharacters } from 'engine';
import { LENDER } from 'common';
import { amountOf } from 'server/application/applicationFacts.ts';
import type { ApplicationPerson } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { MISMO_ENUMERATIONS } from './mismoEnumerations.ts';
import { MISMO_MAPPING, type MismoField, type MismoScope } from './mismoMapping.ts';
import { addChild, childOf, containerAt, element, mismoXml, pruneEmpty, setAt, type MismoNode } from './mismoTree.ts';

/**
 * The lender file: an application as a MISMO 3.4 message in the shape Desktop Underwriter imports (DU / ULAD):
 * MESSAGE, ABOUT_VERSIONS, DEAL_SETS/DEAL_SET/DEALS/DEAL with ASSETS, COLLATERALS, EXPENSES, LIABILITIES, LOANS,
 * PARTIES (each borrower a PARTY with a Borrower ROLE holding their residences, employers, income, declarations,
 * military service and HMDA answers) and RELATIONSHIPS tying assets, liabilities, expenses and income to their owners.
 * Which key goes where is the one table of mismoMapping.ts; this module makes the elements, labels and arcs.
 */

type Data = Record<string, unknown>;

/** Whose copy: the lender's has every value; the borrower's leaves out the SSN, birth dates and account numbers. */
export type MismoCopy = 'lender' | 'borrower';

/** What the file is made from. */
export interface MismoInput {
  /** The full application's record with its personal values opened (a short one is read as its stages 1 and 2). */
  data: Data;
  kind: 'full' | 'short';
  loanNumber: string | null;
  copy: MismoCopy;
  createdAt: Date;
  /** When the borrower submitted (signed) the application: each borrower's BorrowerApplicationSignedDate. */
  signedAt?: Date | null;
}

const NAMESPACES = {
  xmlns: 'http://www.mismo.org/residential/2009/schemas',
  'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
  'xmlns:ULAD': 'http://www.datamodelextension.org/Schema/ULAD',
  MISMOReferenceModelIdentifier: '3.4.032420160128',
};

/** The specification the file's shape follows. */
export const ABOUT_VERSION = 'DU Spec 1.9.3';

const ARC = (name: string) => `urn:fdc:mismo.org:2009:residential/${name}`;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (value: unknown): Data[] =>
  (Array.isArray(value) ? value.filter(isObject) : []).filter((row) => row.delete !== true);

const truthy = (value: unknown) => value === true || value === 'true';

const digits = (value: string) => value.replace(/\D/g, '');

/** A stored value as the MISMO data point of its kind, or undefined when there is nothing to write. */
export function mismoValue(field: Pick<MismoField, 'as' | 'values'>, raw: unknown, plus?: unknown): string | undefined {
  const empty = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (field.as === 'presence') return empty ? 'false' : 'true';
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = (typeof raw === 'string' ? withoutRefusedCharacters(raw) : String(raw)).trim();
  let value: string | undefined;
  switch (field.as) {
    case 'text':
    case 'percent':
      value = text === '' ? undefined : text;
      if (field.as === 'percent' && value !== undefined && !/^\d+(\.\d+)?$/.test(value)) value = undefined;
      break;
    case 'amount': {
      const amount = amountOf(raw);
      value = amount === null ? undefined : amount.toFixed(2);
      break;
    }
    case 'count':
      value = /^\d+$/.test(text) ? String(Number(text)) : undefined;
      break;
    case 'months': {
      const years = Number(text) || 0;
      const months = Number(plus ?? 0) || 0;
      value = years || months ? String(years * 12 + months) : undefined;
      break;
    }
    case 'date': {
      const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
      value = match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
      break;
    }
    case 'indicator':
      value = raw === true || raw === 'true' ? 'true' : raw === false || raw === 'false' ? 'false' : undefined;
      break;
    case 'yesNo':
      value = raw === true || raw === 'true' ? 'Yes' : raw === false || raw === 'false' ? 'No' : undefined;
      break;
    case 'ssn':
      value = digits(text).length === 9 ? digits(text) : undefined;
      break;
    case 'phone': {
      const number = digits(text).replace(/^1(?=\d{10}$)/, '');
      value = number.length === 10 ? number : undefined;
      break;
    }
    case 'stateCode':
      value = /^[A-Z]{2}$/.test(text) ? text : undefined;
      break;
    case 'listCount': {
      const items = text.split(',').filter((item) => item.trim() !== '');
      value = items.length > 0 ? String(items.length) : undefined;
      break;
    }
    case 'listItems':
    case 'flag':
      value = text;
      break;
  }
  if (value === undefined || !field.values) return value;
  return Object.hasOwn(field.values, value) ? (field.values[value] ?? undefined) : undefined;
}

/** A path's data point: its last step without a `{…}` selector, `[+]` or the ULAD prefix. */
export function dataPointOf(path: string): string {
  return (
    path
      .replace(/\{[^}]*\}/g, '')
      .split('/')
      .at(-1) ?? ''
  )
    .replace(/^ULAD:/, '')
    .replace('[+]', '');
}

/** Labels numbered per kind (BORROWER_1, ASSET_2…) and the arcs between them. */
class Graph {
  private readonly counters = new Map<string, number>();
  readonly arcs: { from: string; to: string; arcrole: string }[] = [];

  label(kind: string): string {
    const next = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, next);
    return `${kind}_${next}`;
  }

  arc(from: string | undefined, to: string | undefined, name: string): void {
    if (from && to) this.arcs.push({ from, to, arcrole: ARC(name) });
  }
}

/** Makes the message. */
class MessageBuilder {
  private readonly graph = new Graph();
  private readonly root = element('MESSAGE', NAMESPACES);
  private readonly deal: MismoNode;
  private readonly subjectLoan: MismoNode;
  /** The Borrower ROLE label of each person, by mapid. */
  private readonly roles = new Map<number, string>();
  /** Who applies jointly with whom (joint credit), by mapid: their assets and debts are held together. */
  private readonly jointWith = new Map<number, number[]>();
  /** How many people the application has. */
  private people = 0;

  constructor(private readonly input: MismoInput) {
    setAt(this.root, 'ABOUT_VERSIONS/ABOUT_VERSION/AboutVersionIdentifier', ABOUT_VERSION);
    setAt(
      this.root,
      'ABOUT_VERSIONS/ABOUT_VERSION/CreatedDatetime',
      input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    );
    this.deal = containerAt(this.root, 'DEAL_SETS/DEAL_SET/DEALS/DEAL');
    this.subjectLoan = addChild(childOf(this.deal, 'LOANS'), 'LOAN', { LoanRoleType: 'SubjectLoan' });
  }

  /** Writes every entry of a scope's table rows from the source under the element. */
  private apply(scope: MismoScope, target: MismoNode, source: Data): void {
    for (const field of MISMO_MAPPING) if (field.scope === scope) this.applyOne(field, target, source);
  }

  /** Writes one entry; returns whether it wrote anything. */
  private applyOne(field: MismoField, target: MismoNode, source: Data): boolean {
    if (field.personal && this.input.copy === 'borrower') return false;
    const raw = field.constant ?? (field.from === undefined ? undefined : valueAt(source, field.from));
    if (field.as === 'flag') {
      if (!truthy(raw)) return false;
      containerAt(target, field.to);
      return true;
    }
    if (field.as === 'listItems') {
      const items = typeof raw === 'string' ? raw.split(',').map((item) => item.trim()) : [];
      const ages = items.filter((item) => /^\d{1,3}$/.test(item));
      for (const age of ages) setAt(target, field.to, String(Number(age)));
      return ages.length > 0;
    }
    const value = mismoValue(field, raw, field.plus === undefined ? undefined : valueAt(source, field.plus));
    if (value === undefined) return false;
    // A value outside its MISMO enumeration would make a strict import refuse the whole file: it is left out (a
    // stored value the lookup lists no longer hold, or one that never was).
    const allowed = MISMO_ENUMERATIONS[dataPointOf(field.to)];
    if (allowed && !allowed.includes(value)) return false;
    setAt(target, field.to, value);
    for (const [path, constant] of Object.entries(field.with ?? {})) setAt(target, path, constant);
    return true;
  }

  /** A new repeated element with its SequenceNumber (and label, when it is an arc's end). */
  private repeated(parent: MismoNode, name: string, label?: string): MismoNode {
    const sequence = parent.children.filter((child) => child.name === name).length + 1;
    return addChild(parent, name, { SequenceNumber: String(sequence), ...(label ? { 'xlink:label': label } : {}) });
  }

  private stage(key: string): Data {
    return isObject(this.input.data[key]) ? (this.input.data[key] as Data) : {};
  }

  private entryOf(key: string, mapid: number): Data | undefined {
    return rowsOf(this.stage(key).applications).find((entry) => Number(entry.mapid) === mapid);
  }

  build(): string {
    const people = APPLICATION_PEOPLE.peopleOf(this.input.data);
    this.people = people.length;
    // Joint credit (stage 1): each co-borrower applies jointly with the person they are attached to.
    if (this.stage('stageOne').borrowerCreditType === 'Joint') {
      for (const person of people) {
        if (person.applicantType !== 'CoBorrower' || person.owner === person.mapid) continue;
        this.jointWith.set(person.mapid, [...(this.jointWith.get(person.mapid) ?? []), person.owner]);
        this.jointWith.set(person.owner, [...(this.jointWith.get(person.owner) ?? []), person.mapid]);
      }
    }
    this.apply('subjectLoan', this.subjectLoan, {
      ...this.stage('stageTwo'),
      loanNumber: this.input.loanNumber ?? undefined,
      borrowerCount: people.length || undefined,
    });
    this.apply(
      'subjectProperty',
      containerAt(this.deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY'),
      this.stage('stageTwo'),
    );
    for (const person of people) this.borrower(person);
    for (const person of people) {
      for (const other of this.jointWith.get(person.mapid) ?? []) {
        // One arc per pair, from the person applied with to the co-borrower.
        if (person.applicantType === 'CoBorrower') {
          this.graph.arc(
            this.roles.get(other),
            this.roles.get(person.mapid),
            'ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE',
          );
        }
      }
    }
    for (const person of people) this.financials(person);
    this.gifts();
    this.relatedLoans();
    this.originators();
    const relationships = childOf(this.deal, 'RELATIONSHIPS');
    this.graph.arcs.forEach((arc, index) =>
      addChild(relationships, 'RELATIONSHIP', {
        SequenceNumber: String(index + 1),
        'xlink:arcrole': arc.arcrole,
        'xlink:from': arc.from,
        'xlink:to': arc.to,
      }),
    );
    pruneEmpty(this.root);
    return mismoXml(this.root);
  }

  /** The person's section-1 details: stage 3's applicant entry, or stage 4 for the co-borrower. */
  private details(person: ApplicationPerson): { details: Data; holder: Data; keys: Record<string, string> } {
    if (person.applicantType === 'CoBorrower') {
      const stageFour = this.stage('stageFour');
      return {
        details: isObject(stageFour.coborrower) ? stageFour.coborrower : {},
        holder: stageFour,
        keys: { residences: 'residences', employments: 'employment', income: 'otherIncomeSources' },
      };
    }
    const entry = this.entryOf('stageThree', person.mapid) ?? {};
    return {
      details: isObject(entry.applicant) ? entry.applicant : {},
      holder: entry,
      keys: { residences: 'residences', employments: 'employments', income: 'incomesources' },
    };
  }

  /** A borrower's PARTY: who they are, where they live, where they work, what they earn and declare. */
  private borrower(person: ApplicationPerson): void {
    const party = addChild(childOf(this.deal, 'PARTIES'), 'PARTY');
    const label = this.graph.label('BORROWER');
    this.roles.set(person.mapid, label);
    const role = containerAt(party, 'ROLES/ROLE');
    role.attributes = { SequenceNumber: '1', 'xlink:label': label };
    setAt(role, 'ROLE_DETAIL/PartyRoleType', 'Borrower');
    const { details, holder, keys } = this.details(person);
    this.apply('borrower', party, {
      firstName: person.firstName,
      middleName: person.middleName,
      lastName: person.lastName,
      mobilePhone: person.mobilePhone,
      workPhone: person.workPhone,
      emailAddressText: person.email,
      ...details,
    });
    const borrower = childOf(role, 'BORROWER');
    const detail = 'BORROWER_DETAIL';
    if (this.input.signedAt)
      setAt(borrower, `${detail}/BorrowerApplicationSignedDate`, this.input.signedAt.toISOString().slice(0, 10));
    // With more than one borrower, DU asks whether each reports assets and debts jointly (joint credit) or not.
    if (this.people > 1) {
      setAt(
        borrower,
        `${detail}/JointAssetLiabilityReportingType`,
        this.jointWith.has(person.mapid) ? 'Jointly' : 'NotJointly',
      );
    }
    // One primary borrower per loan (the Applicant); everyone else on it is secondary.
    setAt(
      borrower,
      'BORROWER_DETAIL/BorrowerClassificationType',
      person.applicantType === 'Applicant' ? 'Primary' : 'Secondary',
    );
    for (const row of rowsOf(holder[keys.residences as string])) {
      if (typeof row.uRLA2020StreetAddress !== 'string' || row.uRLA2020StreetAddress.trim() === '') continue;
      if (row.mailingAddressIndicator === true) this.apply('mailingAddress', party, row);
      else this.apply('residence', this.repeated(childOf(borrower, 'RESIDENCES'), 'RESIDENCE'), row);
    }
    for (const row of rowsOf(holder[keys.employments as string])) {
      const employerLabel = this.graph.label('EMPLOYER');
      this.apply('employer', this.repeated(childOf(borrower, 'EMPLOYERS'), 'EMPLOYER', employerLabel), row);
      if (row.employmentTypeIndicator === 'Previous') continue;
      for (const field of MISMO_MAPPING.filter((entry) => entry.scope === 'employmentIncome')) {
        if (mismoValue(field, row[field.from as string]) === undefined) continue;
        const incomeLabel = this.graph.label('CURRENT_INCOME_ITEM');
        const items = containerAt(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS');
        this.applyOne(field, this.repeated(items, 'CURRENT_INCOME_ITEM', incomeLabel), row);
        this.graph.arc(incomeLabel, employerLabel, 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER');
      }
    }
    for (const row of rowsOf(holder[keys.income as string])) {
      const items = containerAt(borrower, 'CURRENT_INCOME/CURRENT_INCOME_ITEMS');
      this.apply('otherIncome', this.repeated(items, 'CURRENT_INCOME_ITEM'), row);
    }
    const six = this.entryOf('stageSix', person.owner);
    const column = person.applicantType === 'CoBorrower' ? 'coborrower' : 'borrower';
    const answers = (key: string): Data => {
      const group = six?.[key];
      return isObject(group) && isObject(group[column]) ? (group[column] as Data) : {};
    };
    this.apply('declarations', party, answers('declarations'));
    this.apply('militaryService', party, answers('militaryService'));
    const demographics = answers('demographicInfo');
    const female = truthy(demographics.hmdaGendertypeFemaleIndicator);
    const male = truthy(demographics.hmdaGendertypeMaleIndicator);
    this.apply('demographics', party, {
      ...demographics,
      derived: {
        genderType: female && male ? 'ApplicantSelectedBothMaleAndFemale' : female ? 'Female' : male ? 'Male' : '',
      },
    });
  }

  /** A person's stage 5: accounts, other assets, credits, liabilities, expenses and real estate, each tied to them. */
  private financials(person: ApplicationPerson): void {
    const entry = this.entryOf('stageFive', person.mapid);
    if (!entry) return;
    // Every holder of what the person lists: themself, and whoever applies jointly with them.
    const holders = [person.mapid, ...(this.jointWith.get(person.mapid) ?? [])].map((mapid) => this.roles.get(mapid));
    const toHolders = (label: string, kind: 'ASSET' | 'LIABILITY' | 'EXPENSE') => {
      for (const holder of holders) this.graph.arc(label, holder, `${kind}_IsAssociatedWith_ROLE`);
    };
    const assets = () => childOf(this.deal, 'ASSETS');
    const liabilities = () => childOf(this.deal, 'LIABILITIES');
    for (const row of rowsOf(entry.assets)) {
      const label = this.graph.label('ASSET');
      this.apply('asset', this.repeated(assets(), 'ASSET', label), row);
      toHolders(label, 'ASSET');
    }
    for (const row of rowsOf(entry.otherAssets)) {
      const label = this.graph.label('ASSET');
      this.apply('otherAsset', this.repeated(assets(), 'ASSET', label), row);
      toHolders(label, 'ASSET');
    }
    for (const row of rowsOf(entry.otherCredits)) {
      this.apply('purchaseCredit', addChild(childOf(this.subjectLoan, 'PURCHASE_CREDITS'), 'PURCHASE_CREDIT'), row);
    }
    for (const row of rowsOf(entry.liabilities)) {
      const label = this.graph.label('LIABILITY');
      this.apply('liability', this.repeated(liabilities(), 'LIABILITY', label), row);
      toHolders(label, 'LIABILITY');
    }
    for (const row of rowsOf(entry.otherLiabilities)) {
      const label = this.graph.label('EXPENSE');
      this.apply('expense', this.repeated(childOf(this.deal, 'EXPENSES'), 'EXPENSE', label), row);
      toHolders(label, 'EXPENSE');
    }
    for (const row of rowsOf(entry.reoProperties)) {
      const label = this.graph.label('ASSET');
      const withMortgage = row.mortgateLoanIndicator === true;
      // The liens' figures belong on the property only when it has a mortgage.
      const source = withMortgage ? row : { ...row, lienInstallmentAmount: undefined, lienUpbAmount: undefined };
      this.apply('ownedProperty', this.repeated(assets(), 'ASSET', label), source);
      toHolders(label, 'ASSET');
      if (!withMortgage) continue;
      const mortgage = this.graph.label('LIABILITY');
      this.apply('ownedPropertyMortgage', this.repeated(liabilities(), 'LIABILITY', mortgage), row);
      this.graph.arc(label, mortgage, 'ASSET_IsAssociatedWith_LIABILITY');
      toHolders(mortgage, 'LIABILITY');
    }
  }

  /** Section 4d: gifts and grants, each an asset of the person it was given to (the Applicant by default). */
  private gifts(): void {
    for (const row of rowsOf(this.stage('stageTwo').giftsGrants)) {
      const label = this.graph.label('ASSET');
      this.apply('gift', this.repeated(childOf(this.deal, 'ASSETS'), 'ASSET', label), row);
      const owner = this.roles.get(Number(row.owner)) ?? this.roles.get(1);
      this.graph.arc(label, owner, 'ASSET_IsAssociatedWith_ROLE');
    }
  }

  /** Section 4b: other new mortgage loans, each a related LOAN tied to its creditor (a NotePayTo party). */
  private relatedLoans(): void {
    for (const row of rowsOf(this.stage('stageTwo').otherMortgageLoans)) {
      const loanLabel = this.graph.label('RELATED_LOAN');
      const loan = addChild(childOf(this.deal, 'LOANS'), 'LOAN', {
        LoanRoleType: 'RelatedLoan',
        'xlink:label': loanLabel,
      });
      this.apply('relatedLoan', loan, row);
      if (typeof row.creditorName !== 'string' || row.creditorName.trim() === '') continue;
      const party = addChild(childOf(this.deal, 'PARTIES'), 'PARTY');
      this.apply('relatedLoanCreditor', party, row);
      const creditor = this.graph.label('NOTE_PAY_TO');
      containerAt(party, 'ROLES/ROLE').attributes = { SequenceNumber: '1', 'xlink:label': creditor };
      this.graph.arc(loanLabel, creditor, 'LOAN_IsAssociatedWith_ROLE');
    }
  }

  /** Section 9: the loan originator chosen at stage 1 (when there is one) and the lender. */
  private originators(): void {
    const stageOne = this.stage('stageOne');
    if (typeof stageOne.loanOfficer === 'string' && stageOne.loanOfficer.trim() !== '') {
      this.apply('loanOriginator', addChild(childOf(this.deal, 'PARTIES'), 'PARTY'), stageOne);
    }
    this.apply('loanOriginationCompany', addChild(childOf(this.deal, 'PARTIES'), 'PARTY'), LENDER as unknown as Data);
  }
}

/** The short application read as the stages it answers (1: the borrower and officer; 2: the property and loan). */
function asFullRecord(data: Data): Data {
  const { borrower, property, loanDetails, ...rest } = data;
  return {
    stageOne: { ...rest, applicants: [{ applicantIndicatorType: 'Applicant', borrower, coBorrowerIndicator: false }] },
    stageTwo: { property, loanDetails },
  };
}

/** The lender file of an application, as XML. */
export function buildMismoFile(input: MismoInput): string {
  const data = input.kind === 'short' ? asFullRecord(input.data) : input.data;
  return new MessageBuilder({ ...input, data }).build();
}
