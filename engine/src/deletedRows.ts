import type { JsonSchema } from './definition.ts';

/**
 * Soft-deleted rows (part 2 §4.4): on lists whose rows carry a `delete` flag, Delete sets the flag and the row's
 * data stays for the server. A deleted row is not the person's answer any more, so nothing in it is validated:
 * its fields may be empty or half filled, it takes no part in cross-field rules (a deleted co-borrower's e-mail
 * does not clash with a new one), and its errors are never shown or sent.
 */

/** True for a row the person deleted: an object whose `delete` flag is true. */
export function isDeletedRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && (row as { delete?: unknown }).delete === true;
}

/** True when the list's rows declare a boolean `delete` flag, so a row can be soft-deleted. */
function rowsCanBeDeleted(schema: JsonSchema): boolean {
  return schema.items?.properties?.delete?.type === 'boolean';
}

/** The dotted paths of the soft-deleted rows in `data` (`assets.2`, `applicants.0.gifts.1`), outermost first. */
export function deletedRowPaths(schema: JsonSchema, data: unknown, prefix = ''): string[] {
  const at = (key: string | number) => (prefix ? `${prefix}.${key}` : String(key));
  if (Array.isArray(data) && schema.items) {
    const items = schema.items;
    const deletable = rowsCanBeDeleted(schema);
    return data.flatMap((row, index) =>
      deletable && isDeletedRow(row) ? [at(index)] : deletedRowPaths(items, row, at(index)),
    );
  }
  if (typeof data === 'object' && data !== null && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, child]) =>
      deletedRowPaths(child, (data as Record<string, unknown>)[name], at(name)),
    );
  }
  return [];
}

/** A test of whether a data path lies inside one of `deletedPaths` (the row itself included). */
export function insideDeletedRows(deletedPaths: readonly string[]): (path: string) => boolean {
  if (deletedPaths.length === 0) return () => false;
  return (path) => deletedPaths.some((row) => path === row || path.startsWith(`${row}.`));
}

/**
 * The data as the rules see it: every soft-deleted row reduced to its flag, so its values take part in no rule.
 * Row positions are kept, so paths stay those of the saved data. Returns `data` itself when nothing is deleted.
 */
export function withoutDeletedRowValues(schema: JsonSchema, data: unknown): unknown {
  if (Array.isArray(data) && schema.items) {
    const items = schema.items;
    const deletable = rowsCanBeDeleted(schema);
    let changed = false;
    const rows = data.map((row) => {
      const next = deletable && isDeletedRow(row) ? { delete: true } : withoutDeletedRowValues(items, row);
      if (next !== row) changed = true;
      return next;
    });
    return changed ? rows : data;
  }
  if (typeof data === 'object' && data !== null && schema.properties) {
    let changed = false;
    const result: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(result, name)) continue;
      const next = withoutDeletedRowValues(child, result[name]);
      if (next !== result[name]) {
        result[name] = next;
        changed = true;
      }
    }
    return changed ? result : data;
  }
  return data;
}
