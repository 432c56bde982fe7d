import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, widgetOfField } from 'engine/src/studio/fieldKinds.ts';
import { WIDGET_CATALOG } from 'ui/forms/theme/widgetCatalog.ts';

// Widgets of the theme the studio does not add, and why: each needs more than one field's schema.
const NOT_ADDED: Record<string, string> = {
  loanOfficer: 'fills sibling fields from the officer list',
  checkboxes: 'a list of choices with exclusive options',
};

describe("the studio's field kinds and the theme's widget catalogue", () => {
  it.each(FIELD_KINDS.map((kind) => [kind.widget, kind] as const))(
    '%s is a widget of the catalogue',
    (widget, kind) => {
      const entries = WIDGET_CATALOG.filter((entry) => entry.widget === widget);
      expect(entries.length).toBeGreaterThan(0);
      const sameShape = entries.some(
        (entry) =>
          entry.schema.type === kind.schema.type &&
          entry.schema.format === kind.schema.format &&
          entry.uiSchema['ui:widget'] === kind.uiSchema['ui:widget'],
      );
      expect(sameShape).toBe(true);
      expect(widgetOfField(kind.schema, kind.uiSchema)).toBe(widget);
    },
  );

  it('adds every widget of the catalogue but those that need more than one field', () => {
    const added = new Set(FIELD_KINDS.map((kind) => kind.widget));
    const missing = [...new Set(WIDGET_CATALOG.map((entry) => entry.widget))].filter((widget) => !added.has(widget));
    expect(missing.sort()).toEqual(Object.keys(NOT_ADDED).sort());
  });
});
