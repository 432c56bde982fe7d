import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogForm, WIDGET_CATALOG } from 'ui/forms/theme/widgetCatalog.ts';
import { StoryForm } from '../support/StoryForm.tsx';
import { widgetTitle } from './widgetTitle.ts';

type Story = StoryObj<typeof StoryForm>;

/** The CSF module of one widget (see .storybook/generatedStories.ts): meta and its four states. */
export interface WidgetStories {
  meta: Meta<typeof StoryForm>;
  Empty: Story;
  Filled: Story;
  Error: Story;
  ReadOnly: Story;
}

/**
 * The stories of one catalog widget, shown as the one field of a small form: empty, filled with its example,
 * holding its invalid example with the message a refused submit gives, and read-only.
 */
export function widgetStories(name: string): WidgetStories {
  const entry = WIDGET_CATALOG.find((item) => item.name === name);
  if (!entry) throw new Error(`The widget catalog has no ${name}.`);
  const withValue = (value: unknown) => (value === undefined ? {} : { [entry.field]: value });
  return {
    meta: { title: widgetTitle(name), component: StoryForm, args: catalogForm(entry) },
    Empty: {},
    Filled: { args: { data: withValue(entry.filled) } },
    Error: { args: { data: withValue(entry.invalid.value), errors: { [entry.field]: entry.invalid.message } } },
    ReadOnly: { args: { data: withValue(entry.filled), readonly: true } },
  };
}
