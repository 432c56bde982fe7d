/**
 * Data paths of widgets. RJSF names each element `${idPrefix}${idSeparator}` followed by the field's path joined
 * the same way (`df1_residences_0_postalCode`). Each form instance has its own prefix (letters and digits only) and
 * field names never hold '_' (the engine's meta-check refuses them), so the separator splits cleanly.
 */

/** The id options of a form (RJSF's `registry.globalFormOptions`). */
export interface IdOptions {
  idPrefix: string;
  idSeparator: string;
}

/**
 * The dotted data path of a widget's element id (`df1_residences_0_postalCode` -> `residences.0.postalCode`). An id
 * under another prefix than the form's loses its first part all the same: that part is always the prefix.
 */
export function dataPathOfId(id: string, { idPrefix, idSeparator }: IdOptions): string {
  if (id === idPrefix) return '';
  const start = `${idPrefix}${idSeparator}`;
  const parts = id.startsWith(start) ? id.slice(start.length).split(idSeparator) : id.split(idSeparator).slice(1);
  return parts.join('.');
}

/** The path of a field beside another one (`residences.0.postalCode` and `city` -> `residences.0.city`). */
export function siblingPath(path: string, sibling: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? sibling : `${path.slice(0, dot)}.${sibling}`;
}
