import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabOnlyPathsOf, type FormDefinition } from 'engine';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import { readLocalStages, writeLocalStages } from './localStages.ts';
import { clearSavedWizard, SAVED_FLAG_KEY, STAGES_KEY, TAB_ONLY_KEY } from './savedWizard.ts';

const wizard = source as unknown as FormDefinition;

/** A Storage kept in a Map, as a browser's (the unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const everything = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`).join(
    '\n',
  );

const answers = {
  stage: 6,
  stage2: { propertyAddressZip: '33607', propertyAddressCity: 'Tampa', propertyDownPayment: '60000' },
  stage3: { borrower: { firstName: 'Maria', lastName: 'Lopez', birthDate: '04/12/1985' } },
  stage4: {
    coBorrowerIndicator: true,
    borrower: { totalAnnualGrossIncome: '120000', totalMonthlyDebtPayments: '500' },
  },
  stage5: { coborrower: { firstName: 'Sam', birthDate: '07/01/1986', totalAnnualGrossIncome: '60000' } },
};
const PRIVATE_VALUES = /04\/12\/1985|07\/01\/1986|60000|120000|"500"/;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the wizard's stages record", () => {
  it("keeps the definition's personal answers and amounts out of the device's record", () => {
    expect(tabOnlyPathsOf(wizard)).toEqual([
      'stage2.propertyDownPayment',
      'stage3.borrower.birthDate',
      'stage4.borrower.totalAnnualGrossIncome',
      'stage4.borrower.totalMonthlyDebtPayments',
      'stage5.coborrower.birthDate',
      'stage5.coborrower.totalAnnualGrossIncome',
      'stage5.coborrower.totalMonthlyDebtPayments',
      'stage7.borrower.taxIdentificationIdentifier',
      'stage9.borrower.savingsAccount',
      'stage9.borrower.retirementAccount',
      'stage9.borrower.stockAndBondAccounts',
      'stage9.borrower.gitfAccounts',
      'stage9.borrower.realEstateAccounts',
      'stage9.borrower.otherAccounts',
    ]);
    writeLocalStages(answers, wizard);
    expect(everything(localStorage)).not.toMatch(PRIVATE_VALUES);
    expect(localStorage.getItem(STAGES_KEY)).toContain('Maria');
    expect(localStorage.getItem(SAVED_FLAG_KEY)).toBe('1');
    expect(sessionStorage.getItem(TAB_ONLY_KEY)).toMatch(/04\/12\/1985/);
    // Read back whole in the same tab.
    expect(readLocalStages()).toEqual(answers);
  });

  it('reads the device record without them once the tab is gone, and forgets both when cleared', () => {
    writeLocalStages(answers, wizard);
    vi.stubGlobal('sessionStorage', memoryStorage());
    const resumed = readLocalStages();
    expect(resumed?.stage).toBe(6);
    expect(JSON.stringify(resumed)).not.toMatch(PRIVATE_VALUES);
    expect(resumed?.stage3).toEqual({ borrower: { firstName: 'Maria', lastName: 'Lopez' } });

    writeLocalStages(answers, wizard);
    clearSavedWizard();
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(readLocalStages()).toBeNull();
  });

  it("replaces this tab's answers when a new start is written (the zip question's)", () => {
    writeLocalStages(answers, wizard);
    writeLocalStages({ stage: 1, stage2: { propertyAddressZip: '98101' } });
    expect(sessionStorage.getItem(TAB_ONLY_KEY)).toBeNull();
    expect(readLocalStages()).toEqual({ stage: 1, stage2: { propertyAddressZip: '98101' } });
  });
});
