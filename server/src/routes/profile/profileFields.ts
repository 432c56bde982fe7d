import { fieldPathsOf, schemaAtPath, type FormDefinition } from 'engine';

/** A field of the profile form as GET /profile lists it (part 1 §3: name, title, type, required, icon). */
export interface ProfileFieldView {
  name: string;
  title: string;
  /** PHONE, INT, FLOAT, YESNO, doc, comment or plain text. */
  type: 'PHONE' | 'INT' | 'FLOAT' | 'YESNO' | 'doc' | 'comment' | 'plain text';
  required: boolean;
  /** The icon name the page shows beside the field. */
  icon: string;
  readonly: boolean;
}

type Hints = { 'ui:widget'?: unknown; 'ui:readonly'?: unknown; 'ui:options'?: { icon?: unknown } };

function typeOf(definition: FormDefinition, name: string): ProfileFieldView['type'] {
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
export function profileFieldsOf(definition: FormDefinition): ProfileFieldView[] {
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
