import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import { useContext, useEffect, useReducer } from 'react';
import { shownText } from '../theme/shownText.ts';
import { DraftScopeContext } from './draftScope.ts';

type ChangeArgs = Parameters<WidgetProps['onChange']>;

// Input types a person types into; a change from anything else (a select, a checkbox, a date picker) is one action.
const TYPED_INPUT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password', 'number']);

/** The widget's own text box while the person types into it (the change comes from a keystroke), else null. */
function typingInto(id: string): HTMLInputElement | HTMLTextAreaElement | null {
  const element = document.activeElement;
  if (!element || element.id !== id) return null;
  if (element instanceof HTMLTextAreaElement) return element;
  return element instanceof HTMLInputElement && TYPED_INPUT_TYPES.has(element.type) ? element : null;
}

/**
 * The widget with a typing draft: while the person types into its text box, each value the widget reports is held
 * in the form's draft scope and handed to the form when the field is left or the scope commits (submit). The text
 * box is uncontrolled, so a keystroke renders nothing when it already shows the reported value, and this one widget
 * when the widget's filter changed it (a refused character); never the form and its validation. A change from
 * anything but typing, and a keystroke in a field that shows an error (so its message updates as the person fixes
 * it), reaches the form at once. The widget itself is unchanged: it still reports every change through `onChange`,
 * after its own filtering.
 */
export function withTypingDraft(Inner: Widget): Widget {
  function TypingDraftWidget(props: WidgetProps) {
    const scope = useContext(DraftScopeContext);
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    const { id, value, rawErrors, onChange, onBlur } = props;
    useEffect(() => () => scope?.drop(id), [scope, id]);

    const change = (...args: ChangeArgs) => {
      const textBox = typingInto(id);
      if (scope && (rawErrors?.length ?? 0) === 0 && textBox) {
        scope.hold(id, args[0], () => onChange(...args));
        if (textBox.value !== shownText(args[0])) redraw();
        return;
      }
      scope?.drop(id);
      onChange(...args);
    };
    const blur = (fieldId: string, blurred: unknown) => {
      scope?.commit(id);
      onBlur(fieldId, blurred);
    };
    const draft = scope?.draftOf(id);
    return <Inner {...props} value={draft ? draft.value : value} onChange={change} onBlur={blur} />;
  }
  TypingDraftWidget.displayName = `TypingDraft(${Inner.displayName ?? Inner.name})`;
  return TypingDraftWidget;
}

/** Every widget of a registry wrapped once with withTypingDraft (aliases of one widget share one wrapper). */
export function withTypingDrafts(widgets: RegistryWidgetsType): RegistryWidgetsType {
  const wrapped = new Map<Widget, Widget>();
  return Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => {
      const drafted = wrapped.get(widget) ?? withTypingDraft(widget);
      wrapped.set(widget, drafted);
      return [name, drafted];
    }),
  );
}
