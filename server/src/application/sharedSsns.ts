import {
  messageKeyOf,
  personalPathsOf,
  rowsOf,
  schemaAtPath,
  SHARED_SSN_MESSAGE,
  valueAt,
  type FormDefinition,
} from 'engine';
import type { FieldProblem } from 'common';
import type { AppDeps } from 'server/deps.ts';
import type { ApplicationRow, WholeApplication } from 'server/records/applications.ts';
import { APPLICATION_STAGES, type ApplicationStage } from 'server/records/applicationStages.ts';
import { personOfValue } from './applicationParts.ts';
import { definitionOfSavedStage } from './stageDefinitions.ts';
import { openedStage, type PreparedStage } from './stagePreparation.ts';

/**
 * Each person on an application has their own SSN: a save that gives someone an SSN another person on the
 * application already has (on the same stage, as two applicants on stage 3, or on another, as the co-borrower's on
 * stage 4) is refused at the field (the saver throws with these problems), nothing written. A shared number is a
 * typo, or a credit report pulled for the wrong person. SSNs are the definitions' fields of format `ssn`, each belonging to the person of its entry (or of
 * its stage). Only a value the save changes is checked: a save that keeps the numbers on file (most saves) opens
 * nothing more.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An SSN of one person: where it is and its nine digits. */
interface PersonSsn {
  mapid: number;
  path: string;
  digits: string;
}

const ssnPathsCache = new WeakMap<FormDefinition, string[]>();

/** A definition's SSN fields (`*` for rows). */
function ssnPathsOf(definition: FormDefinition): string[] {
  let paths = ssnPathsCache.get(definition);
  if (!paths) {
    paths = personalPathsOf(definition).filter((path) => schemaAtPath(definition.schema, path)?.format === 'ssn');
    ssnPathsCache.set(definition, paths);
  }
  return paths;
}

/** The SSNs a stage's value (opened) gives, each with its person. */
function ssnsIn(stage: ApplicationStage, definition: FormDefinition, value: Data): PersonSsn[] {
  return ssnPathsOf(definition).flatMap((pattern) =>
    rowsOf(value, pattern).flatMap(({ path, value: found }) => {
      const digits = typeof found === 'string' ? found.replace(/\D/g, '') : '';
      return digits === '' ? [] : [{ mapid: personOfValue(stage, path, value), path, digits }];
    }),
  );
}

/**
 * The problems (at each field) of a save whose new or changed SSN is another person's on the application; see the
 * module comment. `row` is the record as the save read it (the saved stage at least); `wholeRecord` reads the rest.
 */
export async function sharedSsnProblems(
  deps: Pick<AppDeps, 'db' | 'keys'>,
  row: Pick<ApplicationRow, 'data'>,
  stage: ApplicationStage,
  prepared: Pick<PreparedStage, 'stored' | 'data' | 'sealed'>,
  wholeRecord: WholeApplication,
): Promise<FieldProblem[]> {
  const { definition } = prepared.stored;
  const saved = ssnsIn(stage, definition, prepared.data);
  const before = row.data[stage.key];
  // A value saved again unchanged keeps its sealed copy (sealRecord): a new copy is a new or changed number.
  const changed = saved.filter(
    ({ path }) => !isObject(before) || valueAt(before, path) !== valueAt(prepared.sealed, path),
  );
  if (changed.length === 0) return [];
  const everyone = [...saved];
  const whole = await wholeRecord();
  for (const other of APPLICATION_STAGES) {
    if (other.key === stage.key || !isObject(whole.data[other.key])) continue;
    const stored = await definitionOfSavedStage(deps.db, whole, other);
    if (!stored || ssnPathsOf(stored.definition).length === 0) continue;
    everyone.push(...ssnsIn(other, stored.definition, openedStage(deps, whole, other, stored)));
  }
  return changed
    .filter((ssn) => everyone.some((other) => other.mapid !== ssn.mapid && other.digits === ssn.digits))
    .map(({ path }) => ({
      path,
      message: definition.messages[messageKeyOf(path)]?.distinct ?? SHARED_SSN_MESSAGE,
    }));
}
