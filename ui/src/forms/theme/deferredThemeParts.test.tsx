import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import { AgeListWidget, themePartsOf, themePartsOfDefinition } from './deferredThemeParts.tsx';
import { widgetProps } from '../testing/widgetProps.ts';

const RARE_PART_NAMES =
  /"(ui:widget|ui:field)": ?"(FileWidget|file|files|AgeListWidget|ageList|ApplicantSwitcherField)"/;

describe("the theme's deferred parts", () => {
  it('are named by a UI hint, inside ui:options too, or by the data-url format', () => {
    expect(themePartsOf({}, { docs: { 'ui:widget': 'FileWidget' } })).toHaveLength(1);
    expect(themePartsOf({}, { ages: { 'ui:options': { widget: 'ageList' } } })).toHaveLength(1);
    expect(themePartsOf({ properties: { scan: { type: 'string', format: 'data-url' } } }, {})).toHaveLength(1);
    expect(themePartsOf({}, { rows: { items: { 'ui:field': 'ApplicantSwitcherField' } } })).toHaveLength(1);
    expect(
      themePartsOf({ properties: { a: { type: 'string', format: 'phone' } } }, { a: { 'ui:widget': 'text' } }),
    ).toEqual([]);
  });

  it("are found for every form of ours that draws one, people steps' applicant switcher and lists included", () => {
    for (const { folder, definition } of FORM_SOURCES) {
      const form = definition as unknown as FormDefinition;
      const draws =
        RARE_PART_NAMES.test(JSON.stringify(form)) ||
        /"type": ?"array"/.test(JSON.stringify(form.schema)) ||
        (form.steps ?? []).some((step) => step.people);
      expect(themePartsOfDefinition(form).length > 0, folder).toBe(draws);
    }
  });

  it('draw the part itself once it has loaded', async () => {
    await Promise.all(themePartsOf({}, { ages: { 'ui:widget': 'ageList' } }).map((part) => part.load()));
    const props = widgetProps({ id: 'ages', label: 'Ages of dependents', value: '4,7', schema: { type: 'string' } });
    const html = renderToString(<AgeListWidget {...props} />);
    expect(html).toContain('Ages of dependents');
  });
});
