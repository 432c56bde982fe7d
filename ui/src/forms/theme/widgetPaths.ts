/**
 * Data paths of widgets. RJSF names each element `${idPrefix}${idSeparator}` followed by the field's path joined
 * the same way (`root_residences_0_postalCode`); our field names are camelCase, so the separator splits cleanly.
 */

/** The id options of a form (RJSF's `registry.globalFormOptions`). */
export interface IdOptions {
  idPrefix: string;
  idSeparator: string;
}

/** The dotted data path of a widget's element id (`root_residences_0_postalCode` -> `residences.0.postalCode`). */
export function dataPathOfId(id: string, { idPrefix, idSeparator }: IdOptions): string {
  const start = `${idPrefix}${idSeparator}`;
  const rest = id.startsWith(start) ? id.slice(start.length) : id === idPrefix ? '' : id;
  return rest.split(idSeparator).join('.');
}

/** The path of a field beside another one (`residences.0.postalCode` and `city` -> `residences.0.city`). */
export function siblingPath(path: string, sibling: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? sibling : `${path.slice(0, dot)}.${sibling}`;
}
