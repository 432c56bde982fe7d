const WIZARD_KEYS = ['preapprove', 'stages'];

/** True when the Get Pre-Approved wizard has saved progress on this device (its 'preapprove' or 'stages' record). */
export function hasSavedWizard(): boolean {
  try {
    return WIZARD_KEYS.some((key) => Boolean(localStorage.getItem(key) || sessionStorage.getItem(key)));
  } catch {
    return false;
  }
}
