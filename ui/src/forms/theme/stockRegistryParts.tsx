/**
 * RJSF's default registry as the UI build hands it to @rjsf/core (ui/vite.config.ts, `lean-rjsf-registry`): the
 * fields and templates every form draws with, as they are; the array field and its templates (arrayParts.ts), the stock widgets (which the theme's registry replaces, or
 * no definition of ours names) and the fields and templates only unusual schemas draw (`oneOf`/`anyOf`, layout grids,
 * cyclic `$ref`s, optional data controls, unsupported types) as stand-ins for the real ones, loaded with the first
 * form that draws them (deferredThemeParts.tsx finds them by name or keyword, and a form's body waits for them). The
 * registry keeps every stock name, so a hint RJSF knows still draws what it always drew. Nothing here imports
 * @rjsf/core's index, which imports this module through getDefaultRegistry.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { use, type ComponentType } from 'react';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import SubmitButton from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import { deferredModule, type DeferredModule } from '../deferredModule.ts';
import {
  ARRAY_TEMPLATE_NAMES,
  ROW_BUTTON_NAMES,
  UNUSUAL_FIELD_NAMES,
  UNUSUAL_TEMPLATE_NAMES,
} from './unusualSchemaNames.ts';

/** The stock widgets, in one download: the theme draws its own for the common names, so few forms ever need these. */
export const stockWidgets = deferredModule(() =>
  import('@rjsf/core/lib/components/widgets/index.js').then((module) => module.default()),
);

/** The stock fields and templates only unusual schemas draw, in one download. */
export const unusualSchemaParts = deferredModule(() => import('./unusualSchemaParts.ts'));

/** What draws a list, stock and the theme's, in one download: loaded with the first form that has one. */
export const arrayParts = deferredModule(() => import('./arrayParts.ts'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RJSF's registry types its parts as ComponentType<any>
type AnyComponent = ComponentType<any>;

/** A registry entry drawing the part `pick` finds in `part`'s module, waiting for that module on its first use. */
export function standIn<M>(name: string, part: DeferredModule<M>, pick: (module: M) => AnyComponent): AnyComponent {
  function StockPart(props: object) {
    const Part = pick(part.current ?? use(part.load()));
    return <Part {...props} />;
  }
  StockPart.displayName = name;
  return StockPart;
}

/** A stock part @rjsf/core no longer has under its name: said where it would have been drawn. */
function missingStockPart(name: string): never {
  throw new Error(`@rjsf/core has no stock ${name} any more: see stockRegistryParts.tsx`);
}

/** The stock widget names: the registry keeps each, drawing the stock widget once it has loaded. */
export const STOCK_WIDGET_NAMES = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

/** What @rjsf/core's getDefaultRegistry gets for its widgets: the hidden widget (159 fields use it) and stand-ins. */
export function leanWidgets(): RegistryWidgetsType {
  const widgets: RegistryWidgetsType = { HiddenWidget };
  for (const name of STOCK_WIDGET_NAMES) {
    widgets[name] = standIn(name, stockWidgets, (loaded) => loaded[name] ?? missingStockPart(name));
  }
  return widgets;
}

/** What getDefaultRegistry gets for its fields: those every form draws, and stand-ins for lists and unusual ones. */
export function leanFields(): RegistryFieldsType {
  const fields: RegistryFieldsType = {
    ArrayField: standIn('ArrayField', arrayParts, (loaded) => loaded.stockArrayField),
    BooleanField,
    NumberField,
    ObjectField,
    SchemaField,
    StringField,
    NullField,
  };
  for (const name of UNUSUAL_FIELD_NAMES) {
    fields[name] = standIn(name, unusualSchemaParts, (loaded) => loaded.unusualFields[name]);
  }
  return fields;
}

/**
 * What getDefaultRegistry gets for its templates: the stock ones, and as stand-ins the lists' own, the buttons but
 * Submit (lists draw them) and the unusual fields' own.
 */
export function leanTemplates(): TemplatesType {
  const unusual = Object.fromEntries(
    UNUSUAL_TEMPLATE_NAMES.map((name) => [
      name,
      standIn(name, unusualSchemaParts, (loaded) => loaded.unusualTemplates[name]),
    ]),
  ) as Pick<TemplatesType, (typeof UNUSUAL_TEMPLATE_NAMES)[number]>;
  const lists = Object.fromEntries(
    ARRAY_TEMPLATE_NAMES.map((name) => [name, standIn(name, arrayParts, (loaded) => loaded.stockArrayTemplates[name])]),
  ) as Pick<TemplatesType, (typeof ARRAY_TEMPLATE_NAMES)[number]>;
  const rowButtons = Object.fromEntries(
    ROW_BUTTON_NAMES.map((name) => [name, standIn(name, arrayParts, (loaded) => loaded.stockRowButtons[name])]),
  ) as Pick<TemplatesType['ButtonTemplates'], (typeof ROW_BUTTON_NAMES)[number]>;
  return {
    ...lists,
    ButtonTemplates: { SubmitButton, ...rowButtons },
    BaseInputTemplate,
    DescriptionFieldTemplate: DescriptionField,
    ErrorListTemplate: ErrorList,
    FieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    UnsupportedFieldTemplate: UnsupportedField,
    WrapIfAdditionalTemplate,
    ...unusual,
  };
}
