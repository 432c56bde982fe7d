/** One customer review: reviewers are shown by first name and initial. */
export interface CustomerReview {
  name: string;
  place: string;
  loan: string;
  text: string;
}

/** The five reviews shown on /reviews and in the home page's testimonials carousel. */
export const CUSTOMER_REVIEWS: readonly CustomerReview[] = [
  {
    name: 'Maria G.',
    place: 'Brandon, FL',
    loan: 'FHA purchase',
    text: 'As first-time buyers we had no idea where to start. Our loan officer walked us through the FHA programme, explained the mortgage insurance in plain numbers and answered texts on a Saturday. We closed in 29 days on a house we love.',
  },
  {
    name: 'James T.',
    place: 'San Antonio, TX',
    loan: 'VA purchase',
    text: 'After twenty years in the Army I wanted a lender who knew VA loans inside out. They pulled my Certificate of Eligibility in a day, I put nothing down, and because of my disability rating there was no funding fee. Straightforward from start to finish.',
  },
  {
    name: 'Priya S.',
    place: 'Columbia, SC',
    loan: 'Rate-and-term refinance',
    text: 'I uploaded everything from my phone and could see every step on the dashboard. The Loan Estimate matched the final numbers almost to the dollar. My payment dropped by more than $300 a month.',
  },
  {
    name: 'Robert K.',
    place: 'Nashville, TN',
    loan: 'Bank-statement non-QM',
    text: 'I am self-employed and two banks turned me down because of my tax returns. Here they looked at my business bank statements instead, were upfront that the rate would be higher, and showed me how to refinance later. We own our home because of it.',
  },
  {
    name: 'Linda W.',
    place: 'Gulfport, MS',
    loan: 'Renovation purchase',
    text: 'We bought an older house and rolled a new roof and kitchen into the mortgage. The draw process was new to us, but our processor kept the contractor and the inspector on schedule and explained every payment.',
  },
];
