/**
 * The worked examples of the Buy a Home and Refinance guides, as data: each scenario's inputs and the
 * figures the page prints, computed with the same payment formula as the calculators. Pages render these
 * strings and guideExamples.test.ts checks every one, so a figure on a page is never typed by hand.
 */
import { amortizationSchedule, monthlyPayment, monthlyRate, totalInterest } from 'ui/calculators/mortgageMath.ts';
import { wholeDollars } from 'ui/content/lendingFacts.ts';
import { formatMoney } from 'ui/calculators/formatMoney.ts';

/** The balance left on a loan after a number of monthly payments. */
function balanceAfter(amount: number, annualRatePercent: number, years: number, payments: number): number {
  return amortizationSchedule(amount, annualRatePercent, years)[payments - 1]?.balance ?? amount;
}

/** The monthly payment of a loan, rounded to cents as a borrower pays it. */
function paymentCents(amount: number, annualRatePercent: number, years: number): number {
  return Math.round(monthlyPayment(amount, annualRatePercent, years) * 100) / 100;
}

/** Buying Your First Home: a $350,000 home at three down payments. */
export const firstHomeExample = (() => {
  const price = 350_000;
  const rate = 6.5;
  const years = 30;
  const options = [3.5, 5, 20].map((downPercent) => {
    const down = (price * downPercent) / 100;
    const loan = price - down;
    return {
      downPercent,
      down: wholeDollars(down),
      loan: wholeDollars(loan),
      payment: formatMoney(paymentCents(loan, rate, years)),
      interest: wholeDollars(totalInterest(loan, rate, years)),
    };
  });
  const fivePercentLoan = price * 0.95;
  return {
    price: wholeDollars(price),
    rate,
    years,
    options,
    closingCostLow: wholeDollars(fivePercentLoan * 0.02),
    closingCostHigh: wholeDollars(fivePercentLoan * 0.05),
    fivePercentLoan: wholeDollars(fivePercentLoan),
    calculator: { amount: fivePercentLoan, rate, years },
  };
})();

/** Buying Your Next Home: the equity of the current home funds the next down payment. */
export const nextHomeExample = (() => {
  const salePrice = 420_000;
  const owed = 190_000;
  const sellingCostPercent = 7;
  const sellingCosts = (salePrice * sellingCostPercent) / 100;
  const equity = salePrice - owed - sellingCosts;
  const nextPrice = 550_000;
  const down = 150_000;
  const loan = nextPrice - down;
  const rate = 6.5;
  return {
    salePrice: wholeDollars(salePrice),
    owed: wholeDollars(owed),
    sellingCostPercent,
    sellingCosts: wholeDollars(sellingCosts),
    equity: wholeDollars(equity),
    nextPrice: wholeDollars(nextPrice),
    down: wholeDollars(down),
    downPercent: ((down / nextPrice) * 100).toFixed(1),
    leftOver: wholeDollars(equity - down),
    loan: wholeDollars(loan),
    rate,
    payment: formatMoney(paymentCents(loan, rate, 30)),
    calculator: { amount: loan, rate, years: 30 },
  };
})();

/** Build a New Home: a construction-to-permanent loan on owned land, and a builder's 2-1 buydown. */
export const newHomeExample = (() => {
  const landValue = 90_000;
  const buildCost = 360_000;
  const completedValue = landValue + buildCost;
  const loan = buildCost;
  const constructionRate = 7.25;
  const permanentRate = 6.5;
  const interestOnly = (drawn: number) => formatMoney(drawn * monthlyRate(constructionRate));
  const buydownLoan = 400_000;
  const noteRate = 6.5;
  const full = paymentCents(buydownLoan, noteRate, 30);
  const yearOne = paymentCents(buydownLoan, noteRate - 2, 30);
  const yearTwo = paymentCents(buydownLoan, noteRate - 1, 30);
  return {
    landValue: wholeDollars(landValue),
    buildCost: wholeDollars(buildCost),
    completedValue: wholeDollars(completedValue),
    loan: wholeDollars(loan),
    ltvPercent: Math.round((loan / completedValue) * 100),
    constructionRate,
    halfDrawn: wholeDollars(loan / 2),
    interestHalfDrawn: interestOnly(loan / 2),
    interestFullyDrawn: interestOnly(loan),
    permanentRate,
    permanentPayment: formatMoney(paymentCents(loan, permanentRate, 30)),
    calculator: { amount: loan, rate: permanentRate, years: 30 },
    buydown: {
      loan: wholeDollars(buydownLoan),
      noteRate,
      yearOneRate: noteRate - 2,
      yearTwoRate: noteRate - 1,
      yearOne: formatMoney(yearOne),
      yearTwo: formatMoney(yearTwo),
      full: formatMoney(full),
      subsidy: wholeDollars((full - yearOne + (full - yearTwo)) * 12),
    },
  };
})();

/** Investment Property: a $320,000 rental with 25% and 20% down, and its debt-service coverage. */
export const investmentExample = (() => {
  const price = 320_000;
  const rate = 7.25;
  const rent = 2_600;
  const taxesAndInsurance = 550;
  const option = (downPercent: number) => {
    const loan = (price * (100 - downPercent)) / 100;
    const payment = paymentCents(loan, rate, 30);
    const housing = payment + taxesAndInsurance;
    return {
      downPercent,
      ltvPercent: 100 - downPercent,
      loan: wholeDollars(loan),
      payment: formatMoney(payment),
      housing: formatMoney(housing),
      dscr: (rent / housing).toFixed(2),
    };
  };
  const options = [option(25), option(20)] as const;
  return {
    price: wholeDollars(price),
    rate,
    rent: wholeDollars(rent),
    countedRent: wholeDollars(rent * 0.75),
    taxesAndInsurance: wholeDollars(taxesAndInsurance),
    options,
    calculator: { amount: price * 0.75, rate, years: 30 },
  };
})();

/** Buying a Foreclosed Home: repairs paid from savings against a renovation loan. */
export const foreclosedExample = (() => {
  const price = 240_000;
  const repairs = 30_000;
  const rate = 6.75;
  const downPercent = 10;
  const plainLoan = price * (1 - downPercent / 100);
  const plainDown = price - plainLoan;
  const renovationTotal = price + repairs;
  const renovationLoan = renovationTotal * (1 - downPercent / 100);
  return {
    price: wholeDollars(price),
    repairs: wholeDollars(repairs),
    rate,
    downPercent,
    contingencyLow: wholeDollars(repairs * 0.1),
    contingencyHigh: wholeDollars(repairs * 0.2),
    calculator: { amount: plainLoan, rate, years: 30 },
    plain: {
      loan: wholeDollars(plainLoan),
      payment: formatMoney(paymentCents(plainLoan, rate, 30)),
      cash: wholeDollars(plainDown + repairs),
    },
    renovation: {
      total: wholeDollars(renovationTotal),
      loan: wholeDollars(renovationLoan),
      payment: formatMoney(paymentCents(renovationLoan, rate, 30)),
      cash: wholeDollars(renovationTotal - renovationLoan),
    },
  };
})();

/** Lower Your Monthly Payment: a loan three years old refinanced at a lower rate, over 30 or 27 years. */
export const lowerPaymentExample = (() => {
  const original = 320_000;
  const oldRate = 7.5;
  const paymentsMade = 36;
  const newRate = 6.25;
  const closingCosts = 6_500;
  const oldPayment = paymentCents(original, oldRate, 30);
  const balance = balanceAfter(original, oldRate, 30, paymentsMade);
  const remainingMonths = 360 - paymentsMade;
  const oldRemainingInterest = oldPayment * remainingMonths - balance;
  const term = (years: number) => {
    const payment = paymentCents(balance, newRate, years);
    const saving = oldPayment - payment;
    return {
      years,
      payment: formatMoney(payment),
      saving: formatMoney(saving),
      interest: wholeDollars(totalInterest(balance, newRate, years)),
      breakEvenMonths: Math.ceil(closingCosts / saving),
    };
  };
  const terms = [term(30), term(27)] as const;
  return {
    original: wholeDollars(original),
    oldRate,
    paymentsMade,
    oldPayment: formatMoney(oldPayment),
    balance: wholeDollars(balance),
    oldRemainingInterest: wholeDollars(oldRemainingInterest),
    newRate,
    closingCosts: wholeDollars(closingCosts),
    terms,
  };
})();

/** Reduce Your Current Rate: paying one discount point for a lower rate, and its break-even. */
export const reduceRateExample = (() => {
  const loan = 350_000;
  const parRate = 6.5;
  const pointRate = 6.125;
  const pointCost = loan * 0.01;
  const parPayment = paymentCents(loan, parRate, 30);
  const pointPayment = paymentCents(loan, pointRate, 30);
  const saving = parPayment - pointPayment;
  return {
    loan: wholeDollars(loan),
    parRate,
    pointRate,
    pointCost: wholeDollars(pointCost),
    parPayment: formatMoney(parPayment),
    pointPayment: formatMoney(pointPayment),
    saving: formatMoney(saving),
    breakEvenMonths: Math.ceil(pointCost / saving),
  };
})();

/** Pay Off Your Loan Sooner: the same $300,000 over 30, 20 and 15 years. */
export const payOffExample = (() => {
  const loan = 300_000;
  const term = (years: number, rate: number) => ({
    years,
    rate,
    payment: formatMoney(paymentCents(loan, rate, years)),
    interest: wholeDollars(totalInterest(loan, rate, years)),
  });
  const terms = [term(30, 6.5), term(15, 6.5), term(20, 6.125), term(15, 5.875)] as const;
  return { loan: wholeDollars(loan), terms };
})();

/** Convert to a Fixed Rate: a 5/6 ARM at its first adjustment against two fixed-rate refinances. */
export const convertExample = (() => {
  const original = 360_000;
  const startRate = 5.5;
  const fixedMonths = 60;
  const firstCapPoints = 2;
  const resetRate = startRate + firstCapPoints;
  const fixedRate = 6.5;
  const balance = balanceAfter(original, startRate, 30, fixedMonths);
  return {
    original: wholeDollars(original),
    startRate,
    startPayment: formatMoney(paymentCents(original, startRate, 30)),
    balance: wholeDollars(balance),
    firstCapPoints,
    resetRate,
    resetPayment: formatMoney(paymentCents(balance, resetRate, 25)),
    fixedRate,
    fixed30Payment: formatMoney(paymentCents(balance, fixedRate, 30)),
    fixed25Payment: formatMoney(paymentCents(balance, fixedRate, 25)),
  };
})();

/** Debt Consolidation: a cash-out refinance against keeping the first mortgage and a 10-year home equity loan. */
export const consolidateExample = (() => {
  const homeValue = 450_000;
  const original = 300_000;
  const oldRate = 6.5;
  const paymentsMade = 48;
  const cards = { balance: 24_000, rate: 22.9, payment: 720 };
  const car = { balance: 16_000, rate: 8.5, payment: 420 };
  const debts = cards.balance + car.balance;
  const newLoan = 332_000;
  const newRate = 6.875;
  const equityLoanRate = 8.5;
  const oldPayment = paymentCents(original, oldRate, 30);
  const balance = balanceAfter(original, oldRate, 30, paymentsMade);
  const before = oldPayment + cards.payment + car.payment;
  const after = paymentCents(newLoan, newRate, 30);
  return {
    homeValue: wholeDollars(homeValue),
    oldRate,
    oldPayment: formatMoney(oldPayment),
    balance: wholeDollars(balance),
    cards: { ...cards, balanceText: wholeDollars(cards.balance), paymentText: formatMoney(cards.payment) },
    car: { ...car, balanceText: wholeDollars(car.balance), paymentText: formatMoney(car.payment) },
    debts: wholeDollars(debts),
    before: formatMoney(before),
    newLoan: wholeDollars(newLoan),
    closingCosts: wholeDollars(newLoan - balance - debts),
    ltvPercent: ((newLoan / homeValue) * 100).toFixed(1),
    maxCashOutLoan: wholeDollars(homeValue * 0.8),
    newRate,
    after: formatMoney(after),
    monthlyDifference: formatMoney(before - after),
    debtsOver30Payment: formatMoney(paymentCents(debts, newRate, 30)),
    debtsOver30Interest: wholeDollars(totalInterest(debts, newRate, 30)),
    equityLoanRate,
    equityLoanPayment: formatMoney(paymentCents(debts, equityLoanRate, 10)),
    equityLoanInterest: wholeDollars(totalInterest(debts, equityLoanRate, 10)),
  };
})();

/** Prepare for Refinancing: loan-to-value and debt-to-income worked out before applying. */
export const prepareExample = (() => {
  const homeValue = 400_000;
  const balance = 300_000;
  const rate = 6.25;
  const taxesAndInsurance = 550;
  const otherDebts = 650;
  const grossIncome = 10_000;
  const payment = paymentCents(balance, rate, 30);
  const housing = payment + taxesAndInsurance;
  return {
    homeValue: wholeDollars(homeValue),
    balance: wholeDollars(balance),
    ltvPercent: Math.round((balance / homeValue) * 100),
    rate,
    payment: formatMoney(payment),
    taxesAndInsurance: wholeDollars(taxesAndInsurance),
    housing: formatMoney(housing),
    otherDebts: wholeDollars(otherDebts),
    totalDebts: formatMoney(housing + otherDebts),
    grossIncome: wholeDollars(grossIncome),
    housingRatio: ((housing / grossIncome) * 100).toFixed(1),
    totalRatio: (((housing + otherDebts) / grossIncome) * 100).toFixed(1),
  };
})();

/** Steps to Refinance: two Loan Estimates for the same $300,000 loan compared over five years. */
export const stepsExample = (() => {
  const loan = 300_000;
  const months = 60;
  const quote = (lender: string, rate: number, costs: number) => {
    const payment = paymentCents(loan, rate, 30);
    return {
      lender,
      rate,
      costs,
      costsText: wholeDollars(costs),
      paymentNumber: payment,
      payment: formatMoney(payment),
      fiveYearCost: wholeDollars(costs + payment * months),
    };
  };
  const a = quote('Lender A', 6.375, 5_200);
  const b = quote('Lender B', 6.25, 7_900);
  const saving = a.paymentNumber - b.paymentNumber;
  return {
    loan: wholeDollars(loan),
    months,
    offers: [a, b] as const,
    saving: formatMoney(saving),
    extraCosts: wholeDollars(b.costs - a.costs),
    breakEvenMonths: Math.ceil((b.costs - a.costs) / saving),
  };
})();
