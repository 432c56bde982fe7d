/** The eight calculators, in the order of the icon navigation (spec part 2 §2.9). */
export type CalculatorId = 'mortgage' | 'refinance' | 'principal' | 'extra' | 'income' | 'afford' | 'tax' | 'apr';

/** One calculator: its route and the label the icon navigation and its h1 show. */
export interface CalculatorLink {
  id: CalculatorId;
  path: string;
  label: string;
}

/** The calculators with the spec's labels, word for word. */
export const CALCULATOR_LINKS: readonly CalculatorLink[] = [
  { id: 'mortgage', path: '/mortgagecalculator', label: 'Mortgage Calculator' },
  { id: 'refinance', path: '/refinancecalculator', label: 'Refinance Calculator' },
  { id: 'principal', path: '/principalcalculator', label: 'Principal Calculator' },
  { id: 'extra', path: '/extrapayment', label: 'Extra Payment Calculator' },
  { id: 'income', path: '/incometoqualify', label: 'Income to qualify?' },
  { id: 'afford', path: '/affordability', label: 'How much can I afford?' },
  { id: 'tax', path: '/taxbenefit', label: 'Tax benefits of buying' },
  { id: 'apr', path: '/apr', label: "What's my Annual Rate?" },
];

/** The calculator with this id. */
export function calculatorLink(id: CalculatorId): CalculatorLink {
  const link = CALCULATOR_LINKS.find((candidate) => candidate.id === id);
  if (!link) throw new Error(`Unknown calculator ${id}`);
  return link;
}
