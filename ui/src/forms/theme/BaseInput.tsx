import type { WidgetProps } from '@rjsf/utils';
import { shownText, useShownText } from './shownText.ts';
import { fieldNoteOf } from './fieldNotes.ts';
import { widgetAria } from './widgetAria.ts';
import { showsRequiredMark } from './linkedFields.ts';
import { useFormOwner } from './formOwner.ts';

/** How a one-line input presents itself to the browser and to on-screen keyboards. */
export interface InputKind {
  inputType: 'text' | 'email' | 'tel' | 'password';
  keyboard: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
}

/** What a keystroke filter leaves of the typed text (engine/inputFilters.ts), e.g. a zip code's digits and dash. */
export type KeepTyped = (typed: string) => string;

/**
 * Shows what the filter kept in the input at once, the caret where it was less the characters taken out before it:
 * the input is uncontrolled, and a refused keystroke that leaves the value as it was renders nothing to correct it.
 */
function showKept(input: HTMLInputElement, kept: string): void {
  const typed = input.value;
  const caret = input.selectionStart ?? typed.length;
  input.value = kept;
  const at = Math.max(0, Math.min(kept.length, caret - (typed.length - kept.length)));
  if (document.activeElement === input) input.setSelectionRange(at, at);
}

/**
 * The one-line input every text-like widget renders; an emptied input gives undefined so `required` applies. The
 * input is uncontrolled (useShownText): typing renders nothing, and a widget's `keep` filter (a zip code's digits,
 * an SSN's dashes) is applied to the input as the person types, before the form hears of the value.
 */
export function BaseInput(props: WidgetProps & { kind: InputKind; keep?: KeepTyped }) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, rawErrors } =
    props;
  const { onChange, onBlur, onFocus, kind, keep } = props;
  const form = useFormOwner();
  const note = fieldNoteOf(id, props.registry);
  const text = shownText(value);
  const ref = useShownText<HTMLInputElement>(text);
  return (
    <input
      form={form}
      ref={ref}
      id={id}
      name={htmlName ?? id}
      type={kind.inputType}
      inputMode={kind.keyboard}
      className="df-input"
      defaultValue={text}
      required={showsRequiredMark(required, options)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={schema.maxLength}
      autoComplete={options.autocomplete}
      {...widgetAria(id, rawErrors, Boolean(schema.description), note !== undefined)}
      onChange={(event) => {
        const input = event.target;
        const kept = keep ? keep(input.value) : input.value;
        if (kept !== input.value) showKept(input, kept);
        onChange(kept === '' ? options.emptyValue : kept);
      }}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
