import { getDefaultRegistry } from '@rjsf/core';
import { isObject, type Field, type FieldProps, type UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import {
  RepeatingRowsContext,
  repeatingRowsOptions,
  rowPositions,
  rowTitles,
  type RepeatingRowsState,
} from './repeatingRows.ts';

function coreArrayField(): Field {
  const field = getDefaultRegistry().fields.ArrayField;
  if (!field) throw new Error('@rjsf/core has no ArrayField: RepeatingRowsField wraps it.');
  return field;
}

const ArrayField = coreArrayField();

/**
 * RJSF's array field with what RepeatingRowsTemplate and RepeatingRowTemplate need and cannot get from RJSF:
 * the rows' numbering without deleted rows, and a Delete that sets a row's `delete` flag on soft-delete lists.
 * A row object's own title is dropped: the row template gives each row its legend ('Asset 2').
 */
export function RepeatingRowsField(props: FieldProps) {
  const { schema, formData, uiSchema, onChange, fieldPathId, readonly, disabled } = props;
  const rows = useMemo(() => (Array.isArray(formData) ? (formData as unknown[]) : []), [formData]);
  const options = useMemo(() => repeatingRowsOptions(uiSchema), [uiSchema]);
  const state = useMemo<RepeatingRowsState>(() => {
    const positions = rowPositions(rows, options.softDelete);
    const shownCount = positions.filter((position) => position !== undefined).length;
    return {
      options,
      positions,
      shownCount,
      titles: rowTitles(rows, options.rowTitleField),
      canDelete: options.deletable && shownCount > 1 && !readonly && !disabled,
      markDeleted: options.softDelete
        ? (index: number) =>
            onChange(
              rows.map((row, at) => (at === index ? { ...(row as object), delete: true } : row)),
              fieldPathId.path,
            )
        : undefined,
    };
  }, [rows, options, readonly, disabled, onChange, fieldPathId]);
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
