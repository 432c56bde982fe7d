import { useId, useState } from 'react';
import type { FieldOption } from 'engine';

/** One option as the editor holds it: `fresh` for an option added here, whose stored value may still change. */
interface DraftOption {
  value: string;
  label: string;
  fresh: boolean;
}

/** What the options editor is given and calls. */
export interface OptionsEditorProps {
  /** The field's title, for the labels of the inputs. */
  fieldTitle: string;
  options: readonly FieldOption[];
  /**
   * The options records may hold: the field's in the published version. Any other option is new in this draft, so
   * its stored value may still change (it follows its label until set apart).
   */
  storedOptions?: readonly FieldOption[];
  /** Where answers given as published options the draft no longer offers go (old value -> new value). */
  moves?: Readonly<Record<string, string>>;
  /** Saves the list and the moves; throws (DefinitionEditError) with the reason when it is refused. */
  onSave: (options: FieldOption[], moves: Record<string, string>) => void;
}

/**
 * A choice's options: relabel, reorder, add and remove, then save the list at once. A stored value is fixed once a
 * published version has the option (records may hold it); a new option's value follows its label until it is set
 * apart, and may be edited.
 */
export function OptionsEditor({ fieldTitle, options, storedOptions = [], moves = {}, onSave }: OptionsEditorProps) {
  const id = useId();
  const storedValues = new Set(storedOptions.map((option) => String(option.value)));
  const [movesTo, setMovesTo] = useState<Record<string, string>>(() => ({ ...moves }));
  const [rows, setRows] = useState<DraftOption[]>(() =>
    options.map((option) => ({
      value: String(option.value),
      label: option.label,
      fresh: !storedValues.has(String(option.value)),
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const update = (index: number, change: Partial<DraftOption>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const move = (index: number, to: number) =>
    setRows((current) => {
      const copy = [...current];
      const [row] = copy.splice(index, 1);
      if (row) copy.splice(to, 0, row);
      return copy;
    });
  // Published options the list no longer has: records in progress may hold them, so their answers need a place.
  const kept = new Set(rows.map((row) => row.value));
  const gone = storedOptions.filter((option) => !kept.has(String(option.value)));
  const save = () => {
    try {
      const offered = new Set(rows.map((row) => row.value));
      const chosen = Object.fromEntries(
        gone.flatMap((option) => {
          const to = movesTo[String(option.value)];
          return to && offered.has(to) ? [[String(option.value), to]] : [];
        }),
      );
      onSave(
        rows.map((row) => ({ value: row.value, label: row.label })),
        chosen,
      );
      setError(null);
    } catch (refused) {
      setError(refused instanceof Error ? refused.message : String(refused));
    }
  };
  return (
    <fieldset className="studio-options">
      <legend>Options of {fieldTitle}</legend>
      <ol className="studio-options__list">
        {rows.map((row, index) => (
          <li key={index} className="studio-options__row">
            <div className="field">
              <label htmlFor={`${id}-${index}-label`}>Label of option {index + 1}</label>
              <input
                id={`${id}-${index}-label`}
                type="text"
                value={row.label}
                aria-invalid={!row.label.trim() || undefined}
                onChange={(event) =>
                  update(index, {
                    label: event.target.value,
                    ...(row.fresh && row.value === row.label ? { value: event.target.value } : {}),
                  })
                }
              />
            </div>
            {row.fresh ? (
              <div className="field">
                <label htmlFor={`${id}-${index}-value`}>Stored value of option {index + 1}</label>
                <input
                  id={`${id}-${index}-value`}
                  type="text"
                  value={row.value}
                  aria-invalid={!row.value.trim() || undefined}
                  onChange={(event) => update(index, { value: event.target.value })}
                />
              </div>
            ) : (
              <p className="staff-hint">Stored as {row.value} (records hold it, so it stays)</p>
            )}
            <div className="staff-actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                Move option {index + 1} up
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              >
                Move option {index + 1} down
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                Remove option {index + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {gone.length > 0 && (
        <fieldset className="studio-options__moves">
          <legend>Answers already given in records in progress</legend>
          {gone.map((option, index) => (
            <div key={String(option.value)} className="field">
              <label htmlFor={`${id}-move-${index}`}>
                Answers “{option.label}” ({String(option.value)}) become
              </label>
              <select
                id={`${id}-move-${index}`}
                value={movesTo[String(option.value)] ?? ''}
                onChange={(event) => setMovesTo({ ...movesTo, [String(option.value)]: event.target.value })}
              >
                <option value="">Left as they are: the person chooses again</option>
                {rows
                  .filter((row) => row.value.trim() && row.label.trim())
                  .map((row) => (
                    <option key={row.value} value={row.value}>
                      {row.label}
                    </option>
                  ))}
              </select>
            </div>
          ))}
        </fieldset>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setRows([...rows, { value: '', label: '', fresh: true }])}
        >
          Add an option
        </button>
        <button type="button" className="button" onClick={save}>
          Save options
        </button>
      </div>
    </fieldset>
  );
}
