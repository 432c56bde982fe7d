import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { use } from 'react';
import { RepeatingRowsContext } from './repeatingRows.ts';
import './structure.css';

/**
 * One row of a repeating list: a group whose legend numbers it among the rows shown ('Asset 2'), or is the row's own
 * title when the list names a field holding it ('Current Address'), its fields, and a
 * Delete link ('Delete asset 2' to a screen reader) when more than one row is shown. A row deleted on a
 * soft-delete list renders nothing; its data stays, flagged, for the server.
 */
export function RepeatingRowTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, className } = props;
  const state = use(RepeatingRowsContext);
  const position = state ? state.positions[index] : index + 1;
  if (position === undefined) return null;
  const rowLabel = state?.options.rowLabel ?? 'Row';
  const legend = state?.titles[index] ?? `${rowLabel} ${position}`;
  const canDelete = buttonsProps.hasRemove && (state ? state.canDelete : totalItems > 1);
  const onDelete = () => (state?.markDeleted ? state.markDeleted(index) : buttonsProps.onRemoveItem());
  return (
    <fieldset className={`df-row ${className}`}>
      <legend className="df-row__legend">{legend}</legend>
      {children}
      {canDelete && (
        <button
          type="button"
          className="button button--link df-row__delete"
          aria-label={`Delete ${legend.toLowerCase()}`}
          onClick={onDelete}
        >
          Delete
        </button>
      )}
    </fieldset>
  );
}
