import { getUiOptions, isObject, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { ApplicantSwitcher } from './ApplicantSwitcher.tsx';
import { firstOpenApplicant, type ApplicantOption, type ApplicantSwitcherContext } from './applicantSwitching.ts';

type Row = Record<string, unknown> | undefined;

/** The people from the rows themselves: the record's mapid and completed flag, 'Applicant N' as the name. */
function peopleFromRows(rows: readonly Row[]): ApplicantOption[] {
  return rows.map((row, index) => ({
    id: row?.mapid === undefined ? String(index) : String(row.mapid),
    text: `Applicant ${index + 1}`,
    completed: row?.completed === true,
  }));
}

function isApplicantOption(value: unknown): value is ApplicantOption {
  return isObject(value) && typeof value.id === 'string' && typeof value.text === 'string';
}

/**
 * Stages 3, 5 and 6 hold one record per applicant; this field (`"ui:field": "ApplicantSwitcherField"` on that
 * array) shows the applicant dropdown and the sub-form of the chosen person only. The people come from
 * `formContext.applicants` (page code: live completion and the choice it drives), else `ui:options.people`,
 * else the rows (`mapid`, `completed`). Person N edits row N, or the row whose mapid is the person's id; the
 * sub-form's legend is the person's name.
 */
export function ApplicantSwitcherField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus } = props;
  const { disabled, readonly, hideError } = props;
  const rows: Row[] = Array.isArray(formData) ? (formData as Row[]) : [];
  const options = getUiOptions(uiSchema);
  const shared = (registry.formContext as { applicants?: ApplicantSwitcherContext } | undefined)?.applicants;
  const people =
    shared?.people ??
    (Array.isArray(options.people) ? options.people.filter(isApplicantOption) : undefined) ??
    peopleFromRows(rows);
  const [ownChoice, setOwnChoice] = useState<string | undefined>(undefined);
  const selected = shared?.selected ?? ownChoice ?? firstOpenApplicant(people) ?? '';
  const select = shared?.onSelect ?? setOwnChoice;

  const person = people.find((item) => item.id === selected);
  const byMapid = rows.findIndex((row) => row?.mapid !== undefined && String(row.mapid) === selected);
  const index = byMapid >= 0 ? byMapid : person ? people.indexOf(person) : -1;
  const { SchemaField } = registry.fields;
  const itemSchema = registry.schemaUtils.retrieveSchema(
    (isObject(schema.items) ? schema.items : {}) as RJSFSchema,
    rows[index],
  );
  const label = typeof options.switcherLabel === 'string' ? options.switcherLabel : undefined;

  return (
    <div className="applicant-switcher-field" id={fieldPathId.$id}>
      <ApplicantSwitcher
        id={`${fieldPathId.$id}__applicant`}
        people={people}
        selected={selected}
        onSelect={select}
        {...(label ? { label } : {})}
      />
      {index >= 0 && SchemaField && (
        <SchemaField
          key={selected}
          name={`${props.name}-${index}`}
          schema={itemSchema}
          uiSchema={{ ...(uiSchema?.items as UiSchema | undefined), 'ui:title': person?.text ?? '' }}
          formData={rows[index]}
          errorSchema={errorSchema?.[index]}
          fieldPathId={toFieldPathId(index, registry.globalFormOptions, fieldPathId)}
          registry={registry}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          readonly={readonly}
          hideError={hideError}
        />
      )}
    </div>
  );
}
