import StockArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import { isObject, useDeepCompareMemo, type Field, type FieldProps, type UiSchema } from '@rjsf/utils';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  RepeatingRowsContext,
  repeatingRowsOptions,
  rowPositions,
  rowTitles,
  type RepeatingRowsState,
} from './repeatingRows.ts';

const ArrayField = StockArrayField as Field;

/**
 * RJSF's array field with what RepeatingRowsTemplate and RepeatingRowTemplate need and cannot get from RJSF:
 * the rows' numbering without deleted rows, and a Delete that sets a row's `delete` flag on soft-delete lists.
 * A row object's own title is dropped: the row template gives each row its legend ('Asset 2').
 */
export function RepeatingRowsField(props: FieldProps) {
  const { schema, formData, onChange, fieldPathId, readonly, disabled } = props;
  // RJSF hands each render a new copy of the list's hints: kept by content, so the rows' state and the rows' hints
  // below keep their identity while the person types.
  const uiSchema = useDeepCompareMemo(props.uiSchema);
  const rows = useMemo(() => (Array.isArray(formData) ? (formData as unknown[]) : []), [formData]);
  const options = useMemo(() => repeatingRowsOptions(uiSchema), [uiSchema]);
  // Delete reads the rows and the change handler when pressed, so the rows' state below changes only with what it
  // says (which rows are shown, their numbers and titles): an answer typed in a row changes the list's data but
  // must not make every row of the list (on a whole record, every field of every person) look for the context again.
  const latest = useRef({ rows, onChange, path: fieldPathId.path });
  useLayoutEffect(() => {
    latest.current = { rows, onChange, path: fieldPathId.path };
  });
  const positions = rowPositions(rows, options.softDelete);
  const titles = rowTitles(rows, options.rowTitleField);
  const shape = JSON.stringify([positions, titles]);
  const state = useMemo<RepeatingRowsState>(() => {
    const shownCount = positions.filter((position) => position !== undefined).length;
    return {
      options,
      positions,
      shownCount,
      titles,
      canDelete: options.deletable && shownCount > 1 && !readonly && !disabled,
      markDeleted: options.softDelete
        ? (index: number) => {
            const { rows: current, onChange: change, path } = latest.current;
            change(
              current.map((row, at) => (at === index ? { ...(row as object), delete: true } : row)),
              path,
            );
          }
        : undefined,
    };
    // positions and titles are compared by what they say (shape), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, options, readonly, disabled]);
  const objectRows = isObject(schema.items) && (schema.items as { type?: unknown }).type === 'object';
  const rowUiSchema = useMemo<UiSchema | undefined>(() => {
    if (!objectRows) return uiSchema;
    const items = (uiSchema?.items ?? {}) as UiSchema;
    const own: unknown = items['ui:options'];
    return { ...uiSchema, items: { ...items, 'ui:options': { label: false, ...(isObject(own) ? own : {}) } } };
  }, [uiSchema, objectRows]);
  return (
    <RepeatingRowsContext value={state}>
      <ArrayField {...props} uiSchema={rowUiSchema} />
    </RepeatingRowsContext>
  );
}
