import type { Registry, WidgetProps } from '@rjsf/utils';

/**
 * What RJSF hands a widget, for drawing one alone in a test: a text field named `id`, labelled `label`, holding
 * `value`, with no errors and handlers that do nothing; `registry` is what the widget reads of it, if anything.
 */
export function widgetProps(given: {
  id: string;
  label: string;
  value: unknown;
  schema: WidgetProps['schema'];
  registry?: Partial<Registry>;
}): WidgetProps {
  return {
    id: given.id,
    name: given.id,
    label: given.label,
    value: given.value,
    schema: given.schema,
    uiSchema: {},
    options: {},
    required: false,
    disabled: false,
    readonly: false,
    rawErrors: [],
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry: given.registry ?? {},
  } as unknown as WidgetProps;
}
