const WIZARD_KEYS = ['preapprove', 'stages'];

/** True when the Get Pre-Approved wizard has saved progress on this device (its 'preapprove' or 'stages' record). */
export function hasSavedWizard(): boolean {
  try {
    return WIZARD_KEYS.some((key) => Boolean(localStorage.getItem(key) || sessionStorage.getItem(key)));
  } catch {
    return false;
  }
}

/** Forgets the wizard's saved progress on this device ('preapprove' and 'stages', both storages), to start afresh. */
export function clearSavedWizard(): void {
  try {
    for (const key of WIZARD_KEYS) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  } catch {
    // Storage blocked by the browser: nothing was saved there either.
  }
}
