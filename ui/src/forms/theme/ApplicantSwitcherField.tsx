import { getUiOptions, isObject, toFieldPathId, type FieldProps, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { Activity, useState } from 'react';
import { ApplicantSwitcher } from './ApplicantSwitcher.tsx';
import {
  enabledApplicantIds,
  firstOpenApplicant,
  type ApplicantOption,
  type ApplicantSwitcherContext,
} from './applicantSwitching.ts';
import { useFormExtras } from './formExtras.ts';

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

const NO_HINTS: UiSchema = {};
const titledHints = new WeakMap<UiSchema, Map<string, UiSchema>>();

/**
 * The hints of a person's sub-form, titled with their name; the same object each time for the same hints and name,
 * so RJSF's check of a sub-form that did not change (a deep comparison of its props) does not walk the whole stage's
 * hints on every change.
 */
function personHints(items: UiSchema | undefined, title: string): UiSchema {
  const base = items ?? NO_HINTS;
  let byTitle = titledHints.get(base);
  if (!byTitle) {
    byTitle = new Map();
    titledHints.set(base, byTitle);
  }
  let hints = byTitle.get(title);
  if (!hints) {
    hints = { ...base, 'ui:title': title };
    byTitle.set(title, hints);
  }
  return hints;
}

/**
 * Stages 3, 5 and 6 hold one record per applicant; this field (`"ui:field": "ApplicantSwitcherField"` on that
 * array) shows the applicant dropdown and the sub-form of the chosen person only (the others who can be chosen are
 * drawn beforehand, hidden). The people come from `applicants` in the form body's extras or in RJSF's
 * `formContext` (page code: live completion and the choice it drives), else `ui:options.people`,
 * else the rows (`mapid`, `completed`). Person N edits row N, or the row whose mapid is the person's id; the
 * sub-form's legend is the person's name. With `ui:options.showEveryone` (the whole application read at once: the
 * preview, a staff correction) every person is shown, one after another under their name, without the dropdown.
 */
export function ApplicantSwitcherField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus } = props;
  const { disabled, readonly, hideError } = props;
  const rows: Row[] = Array.isArray(formData) ? (formData as Row[]) : [];
  const options = getUiOptions(uiSchema);
  // From the form body's extras (DefinitionFormBody), or from RJSF's form context (a form of its own).
  const shared =
    (useFormExtras() as { applicants?: ApplicantSwitcherContext } | null)?.applicants ??
    (registry.formContext as { applicants?: ApplicantSwitcherContext } | undefined)?.applicants;
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
  // Every row has the schema of the list's items (a plain schema whatever a row holds).
  const itemSchema = registry.schemaUtils.retrieveSchema(
    (isObject(schema.items) ? schema.items : {}) as RJSFSchema,
    rows[index],
  );
  const label = typeof options.switcherLabel === 'string' ? options.switcherLabel : undefined;
  const itemHints = uiSchema?.items as UiSchema | undefined;

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

  // The people who can be chosen besides the one shown are drawn too, hidden (React's Activity draws them once the
  // shown person is on screen, when the browser is idle), so choosing one shows a drawn form instead of drawing some
  // hundred fields while the person waits.
  const enabled = enabledApplicantIds(people);
  const personAt = (at: number): ApplicantOption | undefined => {
    const mapid = rows[at]?.mapid;
    return (mapid === undefined ? undefined : people.find((item) => item.id === String(mapid))) ?? people[at];
  };
  return (
    <div className="applicant-switcher-field" id={fieldPathId.$id}>
      <ApplicantSwitcher
        id={`${fieldPathId.$id}__applicant`}
        people={people}
        selected={selected}
        onSelect={select}
        {...(label ? { label } : {})}
      />
      {SchemaField &&
        rows.map((row, at) => {
          const shown = at === index;
          const owner = shown ? person : personAt(at);
          if (!shown && !(owner && enabled.has(owner.id))) return null;
          return (
            <Activity key={row?.mapid === undefined ? at : String(row.mapid)} mode={shown ? 'visible' : 'hidden'}>
              <SchemaField
                name={`${props.name}-${at}`}
                schema={itemSchema}
                uiSchema={personHints(itemHints, owner?.text ?? '')}
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
            </Activity>
          );
        })}
    </div>
  );
}
