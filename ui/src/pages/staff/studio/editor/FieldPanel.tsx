import { useId, useState } from 'react';
import {
  conditionChoices,
  ENGINE_FORMATS,
  fieldSettings,
  removeField,
  setFieldDescription,
  setFieldFormat,
  setFieldLimits,
  setFieldLookup,
  setFieldMessage,
  setFieldOptions,
  setFieldPattern,
  setFieldPersonal,
  setFieldPlaceholder,
  setFieldRequired,
  setFieldTitle,
  setOptionMoves,
  optionMovesOf,
  type FieldOption,
  setRequiredWhen,
  setShownWhen,
  clearFieldOptions,
  moveFieldToStep,
  widgetLabel,
  type FieldRemoval,
  type FormDefinition,
} from 'engine';
import { ConditionBuilder } from './ConditionBuilder.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';

/** A rule keyword in words, for the message inputs. */
const MESSAGE_WORDS: Record<string, string> = {
  required: 'When it is left empty',
  invalid: 'When the answer is not valid (any other check)',
  format: 'When the answer is not in the right form',
  pattern: 'When the answer does not match the pattern',
  minLength: 'When the answer is too short',
  maxLength: 'When the answer is too long',
  minimum: 'When the number is too low',
  maximum: 'When the number is too high',
  enum: 'When the answer is not one of the options',
  lookup: 'When the answer is not in the lookup list',
};

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A text setting: edited freely, saved on leaving the input (or Enter); a refusal shows and the text stays. */
function TextSetting({
  label,
  value,
  multiline,
  hint,
  onSave,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  hint?: string;
  onSave: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // A new value from outside (undo, the source view) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    setText(value);
    setError(null);
  }
  const save = () => {
    if (text === value) return;
    try {
      onSave(text);
      setError(null);
    } catch (refused) {
      setError(reason(refused));
    }
  };
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onBlur: save,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => setText(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A number setting: empty for no limit. */
function numberOrNothing(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) throw new Error('Enter a number, or leave it empty for no limit.');
  return value;
}

/** What the field panel is given and calls. */
export interface FieldPanelProps {
  definition: FormDefinition;
  /** The published version, whose options' stored values records may hold (none while nothing is published). */
  published?: FormDefinition | null;
  path: string;
  onChange: (next: FormDefinition) => void;
  /** Called after the field was removed (the editor then selects nothing). */
  onRemoved?: () => void;
}

/** A field's options in the published version (none when it has no such field, or takes a lookup list). */
function publishedOptionsOf(published: FormDefinition | null | undefined, path: string): FieldOption[] {
  if (!published) return [];
  try {
    return [...(fieldSettings(published, path).options ?? [])];
  } catch {
    // The field is new in the draft.
    return [];
  }
}

/** Everything about one field, edited in words: title, help, required and shown rules, messages, options, limits. */
export function FieldPanel({ definition, published, path, onChange, onRemoved }: FieldPanelProps) {
  const id = useId();
  const settings = fieldSettings(definition, path);
  const choices = conditionChoices(definition, path);
  const [error, setError] = useState<string | null>(null);
  const [removal, setRemoval] = useState<FieldRemoval | null>(null);
  const apply = (edit: (form: FormDefinition) => FormDefinition) => onChange(edit(definition));
  const tryApply = (edit: (form: FormDefinition) => FormDefinition) => {
    try {
      apply(edit);
      setError(null);
    } catch (refused) {
      setError(reason(refused));
    }
  };
  const requiredMode = settings.required ? 'always' : settings.requiredWhen ? 'when' : 'never';
  const [requiredChoice, setRequiredChoice] = useState(requiredMode);
  const [shownChoice, setShownChoice] = useState(settings.shownWhen ? 'when' : 'always');
  const [choiceKind, setChoiceKind] = useState(
    settings.lookup !== undefined ? 'lookup' : settings.options && settings.type === 'string' ? 'options' : 'none',
  );
  const isText = settings.type === 'string';
  const isNumber = settings.type === 'number' || settings.type === 'integer';
  const steps = definition.steps ?? [];
  const listedInStep = steps.find((step) => step.fields.includes(path));
  return (
    <section className="studio-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="studio-panel__heading">
        {settings.label}
      </h2>
      <p className="staff-hint">
        {widgetLabel(settings.kind)} · key {settings.key}
        {settings.personal ? ' · personal data' : ''}
      </p>
      {error && (
        <p className="message message--error" role="alert">
          {error}
        </p>
      )}

      <fieldset className="studio-panel__group">
        <legend>Words</legend>
        <TextSetting
          label="Title"
          value={settings.title}
          onSave={(text) => apply((f) => setFieldTitle(f, path, text))}
        />
        <TextSetting
          label="Help text"
          multiline
          value={settings.description}
          onSave={(text) => apply((f) => setFieldDescription(f, path, text))}
        />
        {settings.scalar && (
          <TextSetting
            label="Placeholder"
            hint="Shown in the empty field"
            value={settings.placeholder}
            onSave={(text) => apply((f) => setFieldPlaceholder(f, path, text))}
          />
        )}
      </fieldset>

      <fieldset className="studio-panel__group">
        <legend>Required</legend>
        <div className="field">
          <label htmlFor={`${id}-required`}>Is an answer required?</label>
          <select
            id={`${id}-required`}
            value={requiredChoice}
            onChange={(event) => {
              const choice = event.target.value;
              setRequiredChoice(choice);
              if (choice === 'always') tryApply((f) => setFieldRequired(f, path, true));
              if (choice === 'never')
                tryApply((f) => setRequiredWhen(setFieldRequired(f, path, false), path, undefined));
            }}
          >
            <option value="never">No, it is optional</option>
            <option value="always">Yes, always</option>
            <option value="when">Only when…</option>
          </select>
        </div>
        {requiredChoice === 'when' && (
          <ConditionBuilder
            key={`required-${path}`}
            legend="Required when"
            choices={choices}
            value={settings.requiredWhen}
            onApply={(condition) => apply((f) => setRequiredWhen(f, path, condition))}
          />
        )}
      </fieldset>

      <fieldset className="studio-panel__group">
        <legend>Shown</legend>
        <div className="field">
          <label htmlFor={`${id}-shown`}>When is the field shown?</label>
          <select
            id={`${id}-shown`}
            value={shownChoice}
            onChange={(event) => {
              setShownChoice(event.target.value);
              if (event.target.value === 'always') tryApply((f) => setShownWhen(f, path, undefined));
            }}
          >
            <option value="always">Always</option>
            <option value="when">Only when…</option>
          </select>
        </div>
        {shownChoice === 'when' && (
          <ConditionBuilder
            key={`shown-${path}`}
            legend="Shown when"
            choices={choices}
            value={settings.shownWhen}
            onApply={(condition) => apply((f) => setShownWhen(f, path, condition))}
          />
        )}
      </fieldset>

      <fieldset className="studio-panel__group">
        <legend>Messages</legend>
        {settings.messageKeywords.map((keyword) => (
          <TextSetting
            key={keyword}
            label={MESSAGE_WORDS[keyword] ?? `Message for ${keyword}`}
            value={settings.messages[keyword] ?? ''}
            onSave={(text) => apply((f) => setFieldMessage(f, path, keyword, text))}
          />
        ))}
      </fieldset>

      {isText && (
        <fieldset className="studio-panel__group">
          <legend>Choices</legend>
          <div className="field">
            <label htmlFor={`${id}-choices`}>Where do the answers come from?</label>
            <select
              id={`${id}-choices`}
              value={choiceKind}
              onChange={(event) => {
                const next = event.target.value;
                setChoiceKind(next);
                if (next === 'none') tryApply((f) => setFieldLookup(clearFieldOptions(f, path), path, undefined));
              }}
            >
              <option value="none">Typed by the person</option>
              <option value="options">A list of options kept here</option>
              <option value="lookup">A lookup list</option>
            </select>
          </div>
          {choiceKind === 'options' && (
            <OptionsEditor
              key={`${path}-${JSON.stringify(settings.options ?? [])}`}
              fieldTitle={settings.title || settings.key}
              options={settings.lookup === undefined ? (settings.options ?? []) : []}
              storedOptions={publishedOptionsOf(published, path)}
              moves={optionMovesOf(definition, path)}
              onSave={(options, moves) =>
                apply((f) =>
                  setOptionMoves(setFieldOptions(setFieldLookup(f, path, undefined), path, options), path, moves),
                )
              }
            />
          )}
          {choiceKind === 'lookup' && (
            <TextSetting
              label="Lookup list type"
              hint="The number of the lookup list (part 2 §3.11)"
              value={settings.lookup === undefined ? '' : String(settings.lookup)}
              onSave={(text) => apply((f) => setFieldLookup(f, path, text.trim() ? numberOrNothing(text) : undefined))}
            />
          )}
        </fieldset>
      )}

      {(isText || isNumber) && (
        <fieldset className="studio-panel__group">
          <legend>Limits and form</legend>
          {isText && (
            <>
              <TextSetting
                label="Shortest answer (characters)"
                value={settings.minLength === undefined ? '' : String(settings.minLength)}
                onSave={(text) => apply((f) => setFieldLimits(f, path, { minLength: numberOrNothing(text) }))}
              />
              <TextSetting
                label="Longest answer (characters)"
                value={settings.maxLength === undefined ? '' : String(settings.maxLength)}
                onSave={(text) => apply((f) => setFieldLimits(f, path, { maxLength: numberOrNothing(text) }))}
              />
              <div className="field">
                <label htmlFor={`${id}-format`}>Form of the answer</label>
                <select
                  id={`${id}-format`}
                  value={settings.format ?? ''}
                  onChange={(event) => tryApply((f) => setFieldFormat(f, path, event.target.value || undefined))}
                >
                  <option value="">Any text</option>
                  {ENGINE_FORMATS.map((format) => (
                    <option key={format} value={format}>
                      {widgetLabel(format)}
                    </option>
                  ))}
                </select>
              </div>
              <TextSetting
                label="Pattern (regular expression)"
                hint="For specialists; leave empty when the form above is enough"
                value={settings.pattern ?? ''}
                onSave={(text) => apply((f) => setFieldPattern(f, path, text.trim() || undefined))}
              />
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={settings.personal}
                  disabled={settings.personalByFormat}
                  onChange={(event) => tryApply((f) => setFieldPersonal(f, path, event.target.checked))}
                />
                Personal data (sealed when stored, masked when shown)
                {settings.personalByFormat ? ': always, because of its form' : ''}
              </label>
            </>
          )}
          {isNumber && (
            <>
              <TextSetting
                label="Lowest value"
                value={settings.minimum === undefined ? '' : String(settings.minimum)}
                onSave={(text) => apply((f) => setFieldLimits(f, path, { minimum: numberOrNothing(text) }))}
              />
              <TextSetting
                label="Highest value"
                value={settings.maximum === undefined ? '' : String(settings.maximum)}
                onSave={(text) => apply((f) => setFieldLimits(f, path, { maximum: numberOrNothing(text) }))}
              />
            </>
          )}
        </fieldset>
      )}

      {listedInStep && steps.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-step`}>Step that shows it</label>
          <select
            id={`${id}-step`}
            value={listedInStep.id}
            onChange={(event) => tryApply((f) => moveFieldToStep(f, path, event.target.value))}
          >
            {steps.map((step) => (
              <option key={step.id} value={step.id}>
                {step.title}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="studio-panel__remove">
        {removal ? (
          <div className="studio-impact" role="alertdialog" aria-labelledby={`${id}-impact`}>
            <h3 id={`${id}-impact`}>Remove {settings.label}?</h3>
            {removal.impact.length > 0 ? (
              <>
                <p>These go or change with it:</p>
                <ul className="staff-list">
                  {removal.impact.map((item, i) => (
                    <li key={i}>{item.description}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Nothing else in the form refers to it.</p>
            )}
            <div className="staff-actions">
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  onChange(removal.definition);
                  setRemoval(null);
                  onRemoved?.();
                }}
              >
                Remove the field
              </button>
              <button type="button" className="button button--secondary" onClick={() => setRemoval(null)}>
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              try {
                setRemoval(removeField(definition, path));
                setError(null);
              } catch (refused) {
                setError(reason(refused));
              }
            }}
          >
            Remove this field…
          </button>
        )}
      </div>
    </section>
  );
}
