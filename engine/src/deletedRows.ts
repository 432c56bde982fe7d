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
  const found: string[] = [];
  // The path is kept as segments and written out only for a deleted row: most of the data holds none.
  const segments: string[] = prefix ? [prefix] : [];
  const walk = (node: JsonSchema, value: unknown): void => {
    if (Array.isArray(value) && node.items) {
      const items = node.items;
      const deletable = rowsCanBeDeleted(node);
      value.forEach((row, index) => {
        segments.push(String(index));
        if (deletable && isDeletedRow(row)) found.push(segments.join('.'));
        else walk(items, row);
        segments.pop();
      });
      return;
    }
    if (typeof value === 'object' && value !== null && node.properties) {
      for (const [name, child] of Object.entries(node.properties)) {
        const held = (value as Record<string, unknown>)[name];
        if (held === null || typeof held !== 'object') continue;
        segments.push(name);
        walk(child, held);
        segments.pop();
      }
    }
  };
  walk(schema, data);
  return found;
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
    const record = data as Record<string, unknown>;
    // Copied only once something inside changes: most objects hold no deleted row.
    let result: Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(record, name)) continue;
      const held = record[name];
      if (held === null || typeof held !== 'object') continue;
      const next = withoutDeletedRowValues(child, held);
      if (next !== held) {
        result ??= { ...record };
        result[name] = next;
      }
    }
    return result ?? data;
  }
  return data;
}
