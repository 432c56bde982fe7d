/**
 * The 1003 application in progress in this tab (part 1 §3 session keys `loanid`, `coBorrowerIndicator`): the id of
 * the application the stage pages save to, and whether it has a co-borrower (stage 4, 'Step X of 6'). Kept in
 * sessionStorage like the session itself; a page without it reads the newest saved application from the server.
 */

/** sessionStorage keys of the application in progress (part 1 §3); `coborrower` is the spec's older name. */
const KEYS = { id: 'loanid', coBorrower: 'coBorrowerIndicator', legacyCoBorrower: 'coborrower' } as const;

/** The application in progress in this tab, as stored. */
export interface CurrentApplication {
  id: number;
  coBorrowerIndicator: boolean;
}

/** The stored application id, or null (none, unreadable, or storage blocked). */
export function currentApplicationId(): number | null {
  try {
    const id = Number(sessionStorage.getItem(KEYS.id));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Remembers the application the stage pages work on (after Complete Application, Resume, or a save). */
export function rememberCurrentApplication(application: CurrentApplication): void {
  try {
    sessionStorage.setItem(KEYS.id, String(application.id));
    sessionStorage.setItem(KEYS.coBorrower, application.coBorrowerIndicator ? '1' : '0');
  } catch {
    // Storage blocked: the pages then read the newest saved application from the server each time.
  }
}

/** Forgets the application in progress (a new one is started, or it was submitted: part 1 §4, part 2 §4.1). */
export function forgetCurrentApplication(): void {
  try {
    for (const key of Object.values(KEYS)) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing is stored.
  }
}
