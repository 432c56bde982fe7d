import { descriptionId, errorId } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { InfoPopupButton } from './InfoPopupButton.tsx';
import type { FieldInfo } from './widgetOptions.ts';

/** Props of the fieldset around a group of radios or checkboxes. */
export interface ChoiceFieldsetProps {
  id: string;
  label: string;
  /** The label is read by screen readers but not shown (`ui:options.label: false`). */
  hideLabel?: boolean;
  required?: boolean;
  invalid: boolean;
  hasDescription: boolean;
  info?: FieldInfo;
  /** Options side by side (Yes/No) rather than one per line. */
  inline?: boolean;
  /** A class beside `df-choices` (a question of several fields is `df-question`). */
  className?: string;
  children: ReactNode;
}

/**
 * A group of choices: a fieldset whose legend is the field's label (with '*' when required, said as 'required' to
 * screen readers since a group has no required state of its own, and the info button beside it), described by the field's inline error and description, which FieldTemplate renders with these ids.
 * A question of several fields (`ui:options.groups`) is drawn by it too, its legend the question's title.
 */
export function ChoiceFieldset(props: ChoiceFieldsetProps) {
  const { id, label, hideLabel, required, invalid, hasDescription, info, inline, className, children } = props;
  const describedBy = [invalid ? errorId(id) : '', hasDescription ? descriptionId(id) : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={className ? `df-choices ${className}` : 'df-choices'}
      aria-describedby={describedBy || undefined}
    >
      <legend className={hideLabel ? 'visually-hidden' : 'df-legend'}>
        {label}
        {required && (
          <>
            <span className="df-required" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="visually-hidden"> (required)</span>
          </>
        )}
      </legend>
      {info && !hideLabel && <InfoPopupButton info={info} />}
      <div className={inline ? 'df-choices__options df-choices__options--inline' : 'df-choices__options'}>
        {children}
      </div>
    </fieldset>
  );
}
