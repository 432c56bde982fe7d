/**
 * Dotted data paths (`stage2.propertyAddressZip`, `residences.0.city`) applied to form data and UI hints: a number
 * is a row of a list, any other segment a property.
 */

type Node = Record<string, unknown> | unknown[];

const isRow = (segment: string) => /^\d+$/.test(segment);

/** A new data object holding only `value` at `path`, lists and objects made on the way (a blur check's data). */
export function dataWithValueAt(path: string, value: unknown): Record<string, unknown> {
  const segments = path.split('.');
  const root: Record<string, unknown> = {};
  let node: Node = root;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const child: unknown = last ? value : isRow(segments[index + 1] ?? '') ? [] : {};
    if (Array.isArray(node)) node[Number(segment)] = child;
    else node[segment] = child;
    if (!last) node = child as Node;
  });
  return root;
}

/** The UI hints of the field at a data path (a row's fields are under the list's `items`). */
export function uiAtDataPath(uiSchema: unknown, path: string): unknown {
  let current = uiSchema;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[isRow(segment) || segment === '*' ? 'items' : segment];
  }
  return current;
}
