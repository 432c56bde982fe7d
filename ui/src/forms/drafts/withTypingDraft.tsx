import type { RegistryWidgetsType, Widget, WidgetProps } from '@rjsf/utils';
import { useContext, useEffect, useState } from 'react';
import { DraftScopeContext } from './draftScope.ts';

type ChangeArgs = Parameters<WidgetProps['onChange']>;

// Input types a person types into; a change from anything else (a select, a checkbox, a date picker) is one action.
const TYPED_INPUT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password', 'number']);

/** True while the person types into the widget's own text box (the change comes from a keystroke). */
function typingInto(id: string): boolean {
  const element = document.activeElement;
  if (!element || element.id !== id) return false;
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TYPED_INPUT_TYPES.has(element.type))
  );
}

/**
 * The widget with a typing draft: while the person types into its text box, each value the widget reports is kept
 * in this component (so a keystroke re-renders one input, not the form and its validation) and handed to the form
 * when the field is left or the form's draft scope commits (submit). A change from anything but typing, and a
 * keystroke in a field that shows an error (so its message updates as the person fixes it), reaches the form at
 * once. The widget itself is unchanged: it still reports every change through `onChange`, after its own filtering.
 */
export function withTypingDraft(Inner: Widget): Widget {
  function TypingDraftWidget(props: WidgetProps) {
    const scope = useContext(DraftScopeContext);
    const [draft, setDraft] = useState<{ args: ChangeArgs } | null>(null);
    const { id, value, rawErrors, onChange, onBlur } = props;
    useEffect(() => () => scope?.drop(id), [scope, id]);

    const change = (...args: ChangeArgs) => {
      if (scope && (rawErrors?.length ?? 0) === 0 && typingInto(id)) {
        setDraft({ args });
        scope.hold(id, () => {
          setDraft(null);
          onChange(...args);
        });
        return;
      }
      scope?.drop(id);
      setDraft(null);
      onChange(...args);
    };
    const blur = (fieldId: string, blurred: unknown) => {
      scope?.commit(id);
      onBlur(fieldId, blurred);
    };
    return <Inner {...props} value={draft ? draft.args[0] : value} onChange={change} onBlur={blur} />;
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
