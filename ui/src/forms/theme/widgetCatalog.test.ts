import { describe, expect, it } from 'vitest';
import { createAjv } from 'engine/compiler.ts';
import { formTheme } from './registry.ts';
import { catalogForm, WIDGET_CATALOG } from './widgetCatalog.ts';

// The catalog's dates of birth are checked on a fixed day, so the test gives the same answer every year.
const ajv = createAjv({ now: () => new Date(2026, 10, 22) });

const RJSF_NAMES: Record<string, string> = {
  email: 'EmailWidget',
  textarea: 'TextareaWidget',
  radio: 'RadioWidget',
  checkboxes: 'CheckboxesWidget',
  file: 'FileWidget',
};

describe('widget catalog', () => {
  it.each(WIDGET_CATALOG.map((entry) => [entry.name, entry] as const))(
    '%s: the filled value passes and the invalid one fails',
    (_name, entry) => {
      const check = ajv.compile(catalogForm(entry).schema);
      const withValue = (value: unknown) => (value === undefined ? {} : { [entry.field]: value });
      expect(check(withValue(entry.filled)), JSON.stringify(check.errors)).toBe(true);
      expect(check(withValue(entry.invalid.value))).toBe(false);
      expect(entry.invalid.message).not.toBe('');
    },
  );

  it.each(WIDGET_CATALOG.map((entry) => [entry.name, entry.widget] as const))(
    '%s: the theme has a widget for %s',
    (_name, widget) => {
      expect(formTheme.widgets[RJSF_NAMES[widget] ?? widget]).toBeDefined();
    },
  );

  it('names each entry once', () => {
    const names = WIDGET_CATALOG.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
