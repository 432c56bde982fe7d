import { getDefaultRegistry } from '@rjsf/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themePartsOf } from './deferredThemeParts.tsx';
import {
  arrayParts,
  leanFields,
  leanTemplates,
  leanWidgets,
  stockWidgets,
  unusualSchemaParts,
} from './stockRegistryParts.tsx';
import {
  ARRAY_TEMPLATE_NAMES,
  ROW_BUTTON_NAMES,
  UNUSUAL_FIELD_NAMES,
  UNUSUAL_TEMPLATE_NAMES,
} from './unusualSchemaNames.ts';
import { widgetProps } from '../testing/widgetProps.ts';

// In tests @rjsf/core has its own registry (the UI build hands it the lean one), so the two can be compared.
const stock = getDefaultRegistry();

describe("RJSF's registry as the UI build hands it", () => {
  it('keeps every name of the stock widgets, fields and templates, and every button', () => {
    expect(Object.keys(leanWidgets()).sort()).toEqual(Object.keys(stock.widgets).sort());
    expect(Object.keys(leanFields()).sort()).toEqual(Object.keys(stock.fields).sort());
    const templates = leanTemplates();
    expect(Object.keys(templates).sort()).toEqual(Object.keys(stock.templates).sort());
    expect(Object.keys(templates.ButtonTemplates).sort()).toEqual(Object.keys(stock.templates.ButtonTemplates).sort());
  });

  it('keeps the parts every form draws as they are', () => {
    const fields = leanFields();
    for (const name of ['BooleanField', 'NumberField', 'ObjectField', 'SchemaField', 'StringField']) {
      expect(fields[name], name).toBe(stock.fields[name]);
    }
    expect(leanWidgets().HiddenWidget).toBe(stock.widgets.HiddenWidget);
    expect(leanTemplates().FieldErrorTemplate).toBe(stock.templates.FieldErrorTemplate);
  });

  it('loads the unusual fields and templates as @rjsf/core has them', async () => {
    const loaded = await unusualSchemaParts.load();
    for (const name of UNUSUAL_FIELD_NAMES) expect(loaded.unusualFields[name], name).toBe(stock.fields[name]);
    for (const name of UNUSUAL_TEMPLATE_NAMES) expect(loaded.unusualTemplates[name], name).toBe(stock.templates[name]);
  });

  it('loads the array field, its templates and buttons as @rjsf/core has them, in place of the stand-ins', async () => {
    expect(leanFields().ArrayField).not.toBe(stock.fields.ArrayField);
    const loaded = await arrayParts.load();
    expect(loaded.stockArrayField).toBe(stock.fields.ArrayField);
    for (const name of ARRAY_TEMPLATE_NAMES) {
      expect(leanTemplates()[name], name).not.toBe(stock.templates[name]);
      expect(loaded.stockArrayTemplates[name], name).toBe(stock.templates[name]);
    }
    const buttons = leanTemplates().ButtonTemplates;
    expect(buttons.SubmitButton).toBe(stock.templates.ButtonTemplates.SubmitButton);
    for (const name of ROW_BUTTON_NAMES) {
      expect(buttons[name], name).not.toBe(stock.templates.ButtonTemplates[name]);
      expect(loaded.stockRowButtons[name], name).toBe(stock.templates.ButtonTemplates[name]);
    }
  });

  it('draws a stock widget through its stand-in once the stock widgets have loaded', async () => {
    await stockWidgets.load();
    const UpDown = leanWidgets().UpDownWidget!;
    const props = widgetProps({
      id: 'people',
      label: 'People on the loan',
      value: 2,
      schema: { type: 'integer' },
      registry: stock,
    });
    const html = renderToString(<UpDown {...props} />);
    expect(html).toContain('type="number"');
    expect(html).toContain('value="2"');
  });

  it('is loaded for a form that names a stock widget, has a stock format, uses oneOf or anyOf, or has a list', () => {
    expect(themePartsOf({}, { people: { 'ui:widget': 'updown' } })).toContain(stockWidgets);
    expect(themePartsOf({ properties: { at: { type: 'string', format: 'date-time' } } }, {})).toContain(stockWidgets);
    expect(themePartsOf({ properties: { pick: { oneOf: [{ type: 'string' }, { type: 'number' }] } } }, {})).toEqual([
      unusualSchemaParts,
    ]);
    expect(themePartsOf({}, { grid: { 'ui:field': 'LayoutGridField' } })).toEqual([unusualSchemaParts]);
    // A list, by its type or its items, anywhere in the schema.
    const list = { type: 'object', properties: { rows: { type: 'array', items: { type: 'string' } } } };
    expect(themePartsOf(list, {})).toEqual([arrayParts]);
    expect(themePartsOf({ properties: { rows: { type: ['array', 'null'] } } }, {})).toEqual([arrayParts]);
    expect(themePartsOf({ properties: { rows: { items: { type: 'string' } } } }, {})).toEqual([arrayParts]);
    // The theme's own widgets and the hidden one need neither.
    expect(
      themePartsOf({ properties: { a: { type: 'string', format: 'email' } } }, { b: { 'ui:widget': 'hidden' } }),
    ).toEqual([]);
  });
});
