/** One thing wrong with a draft: where in the definition (a dotted path, '' for the whole) and why, in plain words. */
export interface CheckFinding {
  path: string;
  message: string;
}

/** A dotted path of a definition: the parts joined, empty parts left out. */
export function pathOf(...parts: (string | number)[]): string {
  return parts.filter((part) => part !== '').join('.');
}
