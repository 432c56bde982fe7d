// The wizard's saved progress on this device (part 1 §3): the 'preapprove' flag and the 'stages' record.
const SAVED_PREAPPROVAL_KEYS = ['preapprove', 'stages'];

/** Forgets the Get Pre-Approved wizard's saved progress in both storages, so it starts over. */
export function clearSavedPreapproval(): void {
  for (const key of SAVED_PREAPPROVAL_KEYS) {
    try {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    } catch {
      // Storage may be blocked; there is then nothing saved to forget.
    }
  }
}
