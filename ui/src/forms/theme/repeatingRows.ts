import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { createContext } from 'react';
import { isDeletedRow } from 'engine';

/**
 * The `ui:options` of a repeating list (part 2 §4.4): `rowLabel` names a row ('Asset' gives 'Asset 2'),
 * `newLabel` and `addLabel` word the buttons ('New', 'Add Another' or 'Another'), `deletable: false` hides Delete
 * (gifts and other mortgages allow it only when deletion is allowed), `softDelete: true` keeps a deleted row
 * with `delete: true` (hidden) so the server can drop its record, instead of removing it, and `rowTitleField` names
 * a field of the row whose text is the row's legend ('Current Address') instead of its number.
 */
export interface RepeatingRowsOptions {
  rowLabel: string;
  newLabel: string;
  addLabel: string;
  deletable: boolean;
  softDelete: boolean;
  rowTitleField?: string;
}

/** The options of a repeating list with their defaults. */
export function repeatingRowsOptions(uiSchema: UiSchema | undefined): RepeatingRowsOptions {
  const options = getUiOptions(uiSchema);
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    rowLabel: text(options.rowLabel, 'Row'),
    newLabel: text(options.newLabel, 'New'),
    addLabel: text(options.addLabel, 'Add Another'),
    deletable: options.deletable !== false && options.removable !== false,
    softDelete: options.softDelete === true,
    ...(typeof options.rowTitleField === 'string' && options.rowTitleField
      ? { rowTitleField: options.rowTitleField }
      : {}),
  };
}

/** What a repeating list tells its row template: how each row is numbered and whether it may be deleted. */
export interface RepeatingRowsState {
  options: RepeatingRowsOptions;
  /** Per row index: its number among the rows shown (1, 2, ...), or undefined when the row is deleted. */
  positions: (number | undefined)[];
  /** Rows shown (not deleted). */
  shownCount: number;
  /** Per row index: its own title (the `rowTitleField` text), or undefined to number it. */
  titles: (string | undefined)[];
  /** Delete links show only with more than one row shown, on an editable, deletable list. */
  canDelete: boolean;
  /** Sets the row's delete flag (soft-delete lists); undefined when Delete removes the row. */
  markDeleted: ((index: number) => void) | undefined;
}

/** The state of the nearest repeating list; RepeatingRowsField provides it around each array. */
export const RepeatingRowsContext = createContext<RepeatingRowsState | null>(null);

/** Each row's own title: the text of its `field`, or undefined (no field named, or no text in it). */
export function rowTitles(rows: readonly unknown[], field: string | undefined): (string | undefined)[] {
  return rows.map((row) => {
    const title =
      field && typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
    return typeof title === 'string' && title.trim() ? title : undefined;
  });
}

/** Numbers the rows shown, skipping deleted ones on a soft-delete list. */
export function rowPositions(rows: readonly unknown[], softDelete: boolean): (number | undefined)[] {
  let shown = 0;
  return rows.map((row) => (softDelete && isDeletedRow(row) ? undefined : ++shown));
}
