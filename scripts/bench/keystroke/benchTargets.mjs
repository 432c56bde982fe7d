// Ids of the inputs the keystroke bench types into, as RJSF names them for the bench forms in benchForms.ts
// (10 rows per list, 6 people): the last liability row's company name, the deepest text input of each form.
const ROWS = 10;
const LAST_PERSON = 5;

/** Target input per form, and the company names of the record's last person (for the commit bench). */
export const benchTargetIds = {
  person: `root_liabilities_${ROWS - 1}_holderName`,
  record: `root_applicants_${LAST_PERSON}_liabilities_${ROWS - 1}_holderName`,
  recordRows: Array.from({ length: ROWS }, (_, row) => `root_applicants_${LAST_PERSON}_liabilities_${row}_holderName`),
};
