import { useId, useState } from 'react';
import type { ConditionChoice, FieldCondition, RuleCondition, RuleValue } from 'engine';

/** How one test compares its field. */
type Operator = 'equals' | 'in' | 'answered' | 'unanswered';

/** One test as the builder edits it: values are kept as typed until the condition is applied. */
interface DraftTest {
  path: string;
  operator: Operator;
  value: string;
  values: string[];
}

/** A condition as the builder edits it: one list of tests, all or any of which must hold. */
interface DraftCondition {
  join: 'all' | 'any';
  tests: DraftTest[];
}

const OPERATOR_WORDS: Record<Operator, string> = {
  equals: 'is',
  in: 'is one of',
  answered: 'is answered',
  unanswered: 'is not answered',
};

function draftTestOf(test: FieldCondition): DraftTest {
  if (test.truthy !== undefined)
    return { path: test.path, operator: test.truthy ? 'answered' : 'unanswered', value: '', values: [] };
  if (test.in !== undefined) return { path: test.path, operator: 'in', value: '', values: test.in.map(String) };
  return { path: test.path, operator: 'equals', value: String(test.equals), values: [] };
}

/** The builder's form of a condition, or undefined for one nested deeper than all / any of tests. */
function draftOf(condition: RuleCondition | undefined): DraftCondition | undefined {
  if (!condition) return { join: 'all', tests: [] };
  const parts = 'all' in condition && condition.all ? condition.all : 'any' in condition ? condition.any : undefined;
  if (!parts) return { join: 'all', tests: [draftTestOf(condition as FieldCondition)] };
  if (parts.some((part) => !('path' in part))) return undefined;
  return {
    join: 'all' in condition && condition.all ? 'all' : 'any',
    tests: (parts as FieldCondition[]).map(draftTestOf),
  };
}

/** A typed value as the field stores it: an option's own value (a flag's true or false), else the text. */
function storedValue(choice: ConditionChoice | undefined, text: string): RuleValue {
  const option = choice?.options?.find((candidate) => String(candidate.value) === text);
  return option ? option.value : text;
}

function conditionOf(draft: DraftCondition, choices: readonly ConditionChoice[]): RuleCondition | undefined {
  const tests = draft.tests.map((test): FieldCondition => {
    const choice = choices.find((candidate) => candidate.path === test.path);
    if (test.operator === 'answered') return { path: test.path, truthy: true };
    if (test.operator === 'unanswered') return { path: test.path, truthy: false };
    if (test.operator === 'in') return { path: test.path, in: test.values.map((value) => storedValue(choice, value)) };
    return { path: test.path, equals: storedValue(choice, test.value.trim()) };
  });
  if (tests.length === 0) return undefined;
  return draft.join === 'all' ? { all: tests } : { any: tests };
}

/** The condition in words, for a summary line (`Loan type is VA`). */
export function conditionInWords(condition: RuleCondition, choices: readonly ConditionChoice[]): string {
  const label = (path: string) => choices.find((choice) => choice.path === path)?.label ?? path;
  const valueWords = (path: string, value: RuleValue) =>
    choices.find((choice) => choice.path === path)?.options?.find((option) => option.value === value)?.label ??
    String(value);
  if ('all' in condition && condition.all)
    return condition.all.map((part) => conditionInWords(part, choices)).join(' and ');
  if ('any' in condition && condition.any)
    return condition.any.map((part) => conditionInWords(part, choices)).join(' or ');
  const test = condition as FieldCondition;
  if (test.truthy !== undefined) return `${label(test.path)} ${test.truthy ? 'is answered' : 'is not answered'}`;
  if (test.in !== undefined)
    return `${label(test.path)} is one of ${test.in.map((value) => valueWords(test.path, value)).join(', ')}`;
  return `${label(test.path)} is ${valueWords(test.path, test.equals)}`;
}

/** What the builder is given and calls. */
export interface ConditionBuilderProps {
  /** What the condition decides (`Required when`, `Shown when`), the legend of its fieldset. */
  legend: string;
  /** The fields it may test (see conditionChoices). */
  choices: readonly ConditionChoice[];
  /** The condition now in the definition (whole paths). */
  value: RuleCondition | undefined;
  /** Applies a condition; throws (DefinitionEditError) with the reason when it is refused. */
  onApply: (condition: RuleCondition) => void;
}

/**
 * Builds a condition from other fields and their values, never typed as code: a field chosen from a list, then how
 * it compares (is, is one of, is answered), then a value from its options when it has some; all or any of several.
 */
export function ConditionBuilder({ legend, choices, value, onApply }: ConditionBuilderProps) {
  const id = useId();
  const initial = draftOf(value);
  const [draft, setDraft] = useState<DraftCondition>(initial ?? { join: 'all', tests: [] });
  const [error, setError] = useState<string | null>(null);
  if (!initial) {
    return (
      <p className="staff-hint">
        {legend}: {value ? conditionInWords(value, choices) : ''}. This condition nests groups of tests; change it in
        the source view.
      </p>
    );
  }
  const update = (index: number, change: Partial<DraftTest>) =>
    setDraft((current) => ({
      ...current,
      tests: current.tests.map((test, i) => (i === index ? { ...test, ...change } : test)),
    }));
  const apply = () => {
    const condition = conditionOf(draft, choices);
    if (!condition) {
      setError('Add at least one test.');
      return;
    }
    const incomplete = draft.tests.findIndex(
      (test) =>
        !test.path ||
        (test.operator === 'equals' && !test.value.trim()) ||
        (test.operator === 'in' && test.values.length === 0),
    );
    if (incomplete !== -1) {
      setError(`Test ${incomplete + 1} needs a field and a value.`);
      return;
    }
    try {
      onApply(condition);
      setError(null);
    } catch (refused) {
      setError(refused instanceof Error ? refused.message : String(refused));
    }
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className="studio-condition" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {draft.tests.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-join`}>Holds when</label>
          <select
            id={`${id}-join`}
            value={draft.join}
            onChange={(event) => setDraft({ ...draft, join: event.target.value as 'all' | 'any' })}
          >
            <option value="all">all of these tests pass</option>
            <option value="any">any of these tests passes</option>
          </select>
        </div>
      )}
      <ol className="studio-condition__tests">
        {draft.tests.map((test, index) => {
          const choice = choices.find((candidate) => candidate.path === test.path);
          const options = choice?.options;
          const prefix = `${id}-${index}`;
          return (
            <li key={index} className="studio-condition__test">
              <div className="field">
                <label htmlFor={`${prefix}-field`}>Field of test {index + 1}</label>
                <select
                  id={`${prefix}-field`}
                  value={test.path}
                  onChange={(event) => update(index, { path: event.target.value, value: '', values: [] })}
                >
                  <option value="">Choose a field</option>
                  {choices.map((candidate) => (
                    <option key={candidate.path} value={candidate.path}>
                      {candidate.label}
                    </option>
                  ))}
                  {test.path && !choice && <option value={test.path}>{test.path}</option>}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${prefix}-operator`}>Comparison of test {index + 1}</label>
                <select
                  id={`${prefix}-operator`}
                  value={test.operator}
                  onChange={(event) => update(index, { operator: event.target.value as Operator })}
                >
                  {(Object.keys(OPERATOR_WORDS) as Operator[]).map((operator) => (
                    <option key={operator} value={operator}>
                      {OPERATOR_WORDS[operator]}
                    </option>
                  ))}
                </select>
              </div>
              {test.operator === 'equals' &&
                (options ? (
                  <div className="field">
                    <label htmlFor={`${prefix}-value`}>Value of test {index + 1}</label>
                    <select
                      id={`${prefix}-value`}
                      value={test.value}
                      onChange={(event) => update(index, { value: event.target.value })}
                    >
                      <option value="">Choose a value</option>
                      {options.map((option) => (
                        <option key={String(option.value)} value={String(option.value)}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <div className="field">
                    <label htmlFor={`${prefix}-value`}>Value of test {index + 1}</label>
                    <input
                      id={`${prefix}-value`}
                      type="text"
                      value={test.value}
                      onChange={(event) => update(index, { value: event.target.value })}
                    />
                  </div>
                ))}
              {test.operator === 'in' &&
                (options ? (
                  <fieldset className="studio-condition__values">
                    <legend>Values of test {index + 1}</legend>
                    {options.map((option) => {
                      const text = String(option.value);
                      return (
                        <label key={text} className="checkbox">
                          <input
                            type="checkbox"
                            checked={test.values.includes(text)}
                            onChange={(event) =>
                              update(index, {
                                values: event.target.checked
                                  ? [...test.values, text]
                                  : test.values.filter((value) => value !== text),
                              })
                            }
                          />
                          {option.label}
                        </label>
                      );
                    })}
                  </fieldset>
                ) : (
                  <div className="field">
                    <label htmlFor={`${prefix}-values`}>Values of test {index + 1}, one per line</label>
                    <textarea
                      id={`${prefix}-values`}
                      rows={3}
                      value={test.values.join('\n')}
                      onChange={(event) =>
                        update(index, { values: event.target.value.split('\n').filter((line) => line.trim()) })
                      }
                    />
                  </div>
                ))}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setDraft({ ...draft, tests: draft.tests.filter((_, i) => i !== index) })}
              >
                Remove test {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            setDraft({
              ...draft,
              tests: [...draft.tests, { path: '', operator: 'equals', value: '', values: [] }],
            })
          }
        >
          Add a test
        </button>
        <button type="button" className="button" onClick={apply}>
          Apply condition
        </button>
      </div>
    </fieldset>
  );
}
