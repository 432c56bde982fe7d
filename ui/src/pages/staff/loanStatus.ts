/** A loan's status as staff read it (the loans table's status; the server's LOAN_STATUS_NAMES). */
export const LOAN_STATUS: Record<string, string> = {
  open: 'Open',
  conditional: 'Approved with conditions',
  approved: 'Approved',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};
