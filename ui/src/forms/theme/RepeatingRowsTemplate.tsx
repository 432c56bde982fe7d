import { getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { use } from 'react';
import { RepeatingRowsContext, repeatingRowsOptions } from './repeatingRows.ts';
import './structure.css';

/**
 * A repeating list (part 2 §4.4): its title (if it has one) as the group's legend, the rows (RepeatingRowTemplate: one group
 * each, deleted rows hidden), then 'New' when no row is shown or 'Add Another' (`ui:options.addLabel`) below them.
 */
export function RepeatingRowsTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, schema, uiSchema, fieldPathId, disabled, readonly, className } = props;
  const state = use(RepeatingRowsContext);
  const options = state?.options ?? repeatingRowsOptions(uiSchema);
  const shownCount = state?.shownCount ?? items.length;
  const uiOptions = getUiOptions(uiSchema);
  // A list without a title of its own (RJSF would show its key, 'applicants') draws no legend.
  const titled = schema.title !== undefined || uiOptions.title !== undefined;
  const legend = uiOptions.label === false || !titled ? '' : title;
  const buttonText = shownCount === 0 ? options.newLabel : options.addLabel;
  const Group = legend ? 'fieldset' : 'div';
  return (
    <Group className={`df-rows ${className ?? ''}`.trim()} id={fieldPathId.$id}>
      {legend && <legend className="df-rows__legend">{legend}</legend>}
      {items}
      {canAdd && !readonly && (
        <button
          type="button"
          className="button button--secondary df-rows__add"
          disabled={disabled}
          aria-label={`${buttonText} ${options.rowLabel.toLowerCase()}`}
          onClick={onAddClick}
        >
          {buttonText}
        </button>
      )}
    </Group>
  );
}
