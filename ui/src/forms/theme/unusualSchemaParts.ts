/**
 * RJSF's stock fields and templates that only unusual schemas draw (`oneOf`/`anyOf`, layout grids, cyclic `$ref`s,
 * optional data controls, unsupported types): none of our definitions does, so they load with the first form that
 * does (stockRegistryParts.tsx).
 */
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import LayoutGridField from '@rjsf/core/lib/components/fields/LayoutGridField.js';
import LayoutHeaderField from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
import LayoutMultiSchemaField from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import CyclicSchemaExpandTemplate from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
import FallbackFieldTemplate from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
import type { UNUSUAL_FIELD_NAMES, UNUSUAL_TEMPLATE_NAMES } from './unusualSchemaNames.ts';

/** The unusual fields, by their registry names (as @rjsf/core's own registry names them). */
export const unusualFields: Record<(typeof UNUSUAL_FIELD_NAMES)[number], NonNullable<RegistryFieldsType[string]>> = {
  AnyOfField: MultiSchemaField,
  OneOfField: MultiSchemaField,
  CyclicSchemaField,
  FallbackField,
  LayoutGridField,
  LayoutHeaderField,
  LayoutMultiSchemaField,
  OptionalDataControlsField,
};

/** The templates only those fields draw. */
export const unusualTemplates: Pick<TemplatesType, (typeof UNUSUAL_TEMPLATE_NAMES)[number]> = {
  CyclicSchemaExpandTemplate,
  FallbackFieldTemplate,
  GridTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
};
