// The inputs the keystroke bench types into, by the end of their ids: RJSF names a field <form prefix>_<path>, and
// the product's forms use a prefix of their own per instance (10 rows per list, 6 people): the last liability
// row's company name, the deepest text input of each form. On stage 5 the person on screen is the 7th
// (`applications_6_` in ours, the root in stock and plain), so the ids are matched from the list on.
const ROWS = 10;
const LAST_PERSON = 5;

/** Target input per form, and the company names the commit bench leaves (the record's last person, stage 5's). */
export const benchTargetIds = {
  person: `liabilities_${ROWS - 1}_holderName`,
  record: `applicants_${LAST_PERSON}_liabilities_${ROWS - 1}_holderName`,
  stage5: `liabilities_${ROWS - 1}_holderName`,
  recordRows: Array.from({ length: ROWS }, (_, row) => `applicants_${LAST_PERSON}_liabilities_${row}_holderName`),
  stage5Rows: Array.from({ length: ROWS }, (_, row) => `liabilities_${row}_holderName`),
};
