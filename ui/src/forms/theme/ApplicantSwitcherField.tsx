import { getUiOptions, isObject, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
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
 * The hints of the person's sub-form, titled with their name; kept by identity while neither changes, so RJSF's
 * check of the sub-form (a deep comparison of its props) does not walk the whole stage's hints on every change.
 */
function usePersonUiSchema(items: UiSchema | undefined, title: string): UiSchema {
  return useMemo(() => ({ ...items, 'ui:title': title }), [items, title]);
}

/**
 * Stages 3, 5 and 6 hold one record per applicant; this field (`"ui:field": "ApplicantSwitcherField"` on that
 * array) shows the applicant dropdown and the sub-form of the chosen person only. The people come from
 * `formContext.applicants` (page code: live completion and the choice it drives), else `ui:options.people`,
 * else the rows (`mapid`, `completed`). Person N edits row N, or the row whose mapid is the person's id; the
 * sub-form's legend is the person's name. With `ui:options.showEveryone` (the whole application read at once: the
 * preview, a staff correction) every person is shown, one after another under their name, without the dropdown.
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
  const personUiSchema = usePersonUiSchema(uiSchema?.items as UiSchema | undefined, person?.text ?? '');

  if (options.showEveryone === true && SchemaField) {
    return (
      <div className="applicant-switcher-field" id={fieldPathId.$id}>
        {rows.map((row, at) => {
          const mapid = row?.mapid === undefined ? String(at) : String(row.mapid);
          const named = people.find((item) => item.id === mapid) ?? people[at];
          return (
            <SchemaField
              key={mapid}
              name={`${props.name}-${at}`}
              schema={registry.schemaUtils.retrieveSchema(
                (isObject(schema.items) ? schema.items : {}) as RJSFSchema,
                row,
              )}
              uiSchema={{
                ...(uiSchema?.items as UiSchema | undefined),
                'ui:title': named?.text ?? `Applicant ${at + 1}`,
              }}
              formData={row}
              errorSchema={errorSchema?.[at]}
              fieldPathId={toFieldPathId(at, registry.globalFormOptions, fieldPathId)}
              registry={registry}
              onChange={onChange}
              onBlur={onBlur}
              onFocus={onFocus}
              disabled={disabled}
              readonly={readonly}
              hideError={hideError}
            />
          );
        })}
      </div>
    );
  }

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
          uiSchema={personUiSchema}
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
