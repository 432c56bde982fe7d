import {
  maskPersonalValue,
  personalValuesIn,
  schemaAtPath,
  withoutValueAt,
  withValueOrWithoutAt,
  type FormDefinition,
} from 'engine';
import {
  isSealedField,
  openField,
  resealField,
  sealField,
  type PersonalKeyring,
} from 'server/security/personalFields.ts';

/**
 * Personal fields of a record (SSN, date of birth, account numbers: engine/src/personalFields.ts) sealed field by
 * field before the record is stored, and opened only where the value itself is needed (the amount rule never
 * needs them; an export for the lender does). Each value is bound to its record and path, so a sealed value copied
 * elsewhere does not open.
 */

type Data = Record<string, unknown>;

const contextOf = (record: string, path: string) => `${record}:${path}`;

/**
 * The record with every personal value sealed (plain ones sealed, ones sealed under an earlier key sealed again).
 * `unchanged` holds, by path, values already sealed at this place and their plain text (the stored record a save
 * opened): a value saved again unchanged keeps its sealed copy, so a save seals only what changed.
 */
export function sealRecord<T extends object>(
  ring: PersonalKeyring,
  definition: FormDefinition,
  record: string,
  data: T,
  unchanged: ReadonlyMap<string, SealedValue> = new Map(),
): T {
  let sealed = data as Data;
  for (const { path, value } of personalValuesIn(definition, data)) {
    const context = contextOf(record, path);
    const kept = unchanged.get(path);
    sealed = withValueOrWithoutAt(
      sealed,
      path,
      kept !== undefined && kept.plain === value && kept.sealed.split('.')[1] === ring.currentId
        ? kept.sealed
        : isSealedField(value)
          ? resealField(ring, context, value)
          : sealField(ring, context, value),
    );
  }
  return sealed as T;
}

/** A personal value as stored (sealed) and as opened. */
export interface SealedValue {
  sealed: string;
  plain: string;
}

/**
 * The record with its personal values opened, and each opened value with its sealed copy by path (what sealRecord
 * may keep when the value is saved again unchanged).
 */
export function openRecordKeepingSealed<T extends object>(
  ring: PersonalKeyring,
  definition: FormDefinition,
  record: string,
  data: T,
): { opened: T; sealed: Map<string, SealedValue> } {
  let opened = data as Data;
  const sealed = new Map<string, SealedValue>();
  for (const { path, value } of personalValuesIn(definition, data)) {
    if (!isSealedField(value)) continue;
    const plain = openField(ring, contextOf(record, path), value);
    sealed.set(path, { sealed: value, plain });
    opened = withValueOrWithoutAt(opened, path, plain);
  }
  return { opened: opened as T, sealed };
}

/** The record with its personal values opened. */
export function openRecord<T extends object>(
  ring: PersonalKeyring,
  definition: FormDefinition,
  record: string,
  data: T,
): T {
  let opened = data as Data;
  for (const { path, value } of personalValuesIn(definition, data)) {
    if (isSealedField(value))
      opened = withValueOrWithoutAt(opened, path, openField(ring, contextOf(record, path), value));
  }
  return opened as T;
}

/**
 * What the owner is sent of a stored record: everything but its personal values, and for each of those a masked
 * copy by path (`{ "stage7.borrower.taxIdentificationIdentifier": "***-**-6789" }`) so the page can say it is on file.
 */
export function presentSealedRecord<T extends object>(
  ring: PersonalKeyring,
  definition: FormDefinition,
  record: string,
  data: T,
): { data: T; onFile: Record<string, string> } {
  return presentWithMasks(definition, data, (path, value) =>
    isSealedField(value) ? openField(ring, contextOf(record, path), value) : value,
  );
}

/**
 * The same for a record whose personal values are plain (a save's validated values): masked from what is at hand,
 * with nothing opened again.
 */
export function presentPlainRecord<T extends object>(
  definition: FormDefinition,
  data: T,
): { data: T; onFile: Record<string, string> } {
  return presentWithMasks(definition, data, (_path, value) => value);
}

function presentWithMasks<T extends object>(
  definition: FormDefinition,
  data: T,
  plainOf: (path: string, value: string) => string,
): { data: T; onFile: Record<string, string> } {
  let shown = data as Data;
  const onFile: Record<string, string> = {};
  for (const { path, value } of personalValuesIn(definition, data)) {
    onFile[path] = maskPersonalValue(schemaAtPath(definition.schema, path)?.format, plainOf(path, value));
    shown = withoutValueAt(shown, path);
  }
  return { data: shown as T, onFile };
}

/**
 * The record a save gives: the saved record's values, then the new ones over them; a personal field the page left
 * empty because it was on file keeps its stored (sealed) value.
 */
export function mergeKeepingOnFile<T extends object>(definition: FormDefinition, stored: T, incoming: Data): T {
  let merged = { ...(stored as Data), ...incoming };
  const typed = new Set(personalValuesIn(definition, merged).map((entry) => entry.path));
  for (const { path, value } of personalValuesIn(definition, stored)) {
    if (!typed.has(path)) merged = withValueOrWithoutAt(merged, path, value);
  }
  return merged as T;
}
