import type { ProfileFieldReply } from 'common';
import { fieldPathsOf, schemaAtPath, type FormDefinition } from 'engine';

type Hints = { 'ui:widget'?: unknown; 'ui:readonly'?: unknown; 'ui:options'?: { icon?: unknown } };

function typeOf(definition: FormDefinition, name: string): ProfileFieldReply['type'] {
  const schema = schemaAtPath(definition.schema, name) ?? {};
  const widget = (definition.uiSchema[name] as Hints | undefined)?.['ui:widget'];
  if (widget === 'FileWidget' || widget === 'file') return 'doc';
  if (widget === 'textarea') return 'comment';
  if (schema.format === 'phone') return 'PHONE';
  if (schema.type === 'integer') return 'INT';
  if (schema.type === 'number' || schema.format === 'money') return 'FLOAT';
  if (schema.type === 'boolean') return 'YESNO';
  return 'plain text';
}

/**
 * The profile form's field list, produced from its definition: a new published version of `profile` changes the
 * page with no code change, and the same definition validates the save.
 */
export function profileFieldsOf(definition: FormDefinition): ProfileFieldReply[] {
  const required = new Set(definition.schema.required ?? []);
  return fieldPathsOf(definition.schema, definition.uiSchema)
    .filter((path) => !path.includes('.'))
    .map((name) => {
      const hints = (definition.uiSchema[name] ?? {}) as Hints;
      const icon = hints['ui:options']?.icon;
      return {
        name,
        title: schemaAtPath(definition.schema, name)?.title ?? name,
        type: typeOf(definition, name),
        required: required.has(name),
        icon: typeof icon === 'string' ? icon : 'field',
        readonly: hints['ui:readonly'] === true,
      };
    });
}

/** The document fields of the profile (type doc): uploaded separately, never taken from a save's body. */
export function documentFieldsOf(definition: FormDefinition): string[] {
  return profileFieldsOf(definition)
    .filter((field) => field.type === 'doc')
    .map((field) => field.name);
}
