import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { ErrorSchema, FieldPathList, RJSFSchema } from '@rjsf/utils';
import type { FormData } from './definitionValidator.ts';
import { copyAlongPath } from './pathCopy.ts';
import { isPlainSchema, PlainSchemaUtils } from './plainSchemaUtils.ts';

/**
 * RJSF's Form with PlainSchemaUtils in place of its schema utilities when the schema is plain (every definition of
 * ours), for the form itself and for every field through the registry: a change to one answer then costs what one
 * field costs instead of working the whole record out again (see plainSchemaUtils.ts). A plain schema is its own
 * retrieved schema whatever the data, so the state keeps none: RJSF then has nothing to sanitize after a change
 * (it otherwise hashes the whole record on each one to find out) and validates against the schema itself.
 * A change to one answer copies the record along that answer's path only (processChangeCopyingPath below).
 * Everything else is RJSF's.
 */
export class DefinitionRjsfForm extends Form<FormData> {
  override getStateFromProps(
    props: FormProps<FormData>,
    inputFormData?: FormData,
    retrievedSchema?: RJSFSchema,
    resetErrorsForSchema?: boolean,
    getFormDataChangedFields?: () => string[],
    skipLiveValidate?: boolean,
    shouldSanitize?: boolean,
    prevState?: FormState<FormData>,
    fallbackProps?: FormProps<FormData>,
  ): FormState<FormData> {
    const state = super.getStateFromProps(
      props,
      inputFormData,
      retrievedSchema,
      resetErrorsForSchema,
      getFormDataChangedFields,
      skipLiveValidate,
      shouldSanitize,
      prevState,
      fallbackProps,
    );
    if (!isPlainSchema(state.schema)) return state;
    // The state's form data is what its schema utilities worked the defaults out for.
    const schemaUtils = PlainSchemaUtils.wrap(state.schemaUtils, state.formData);
    const registry = schemaUtils === state.schemaUtils ? state.registry : { ...state.registry, schemaUtils };
    // RJSF's own type says a retrieved schema is always there; its code reads a missing one as 'nothing retrieved'.
    return { ...state, schemaUtils, registry, retrievedSchema: undefined as unknown as RJSFSchema };
  }
}

/** A change a field hands RJSF's Form (its private `processChange`'s first argument). */
interface FieldChange {
  newValue: unknown;
  path: FieldPathList;
  newErrorSchema?: ErrorSchema<FormData>;
}

type ProcessChange = (
  this: Form<FormData>,
  change: FieldChange,
  isLast: boolean,
  prevState: FormState<FormData>,
  props: FormProps<FormData>,
) => Partial<FormState<FormData>>;

const rjsfProcessChange = (Form.prototype as unknown as { processChange: ProcessChange }).processChange;

/**
 * RJSF's `processChange`, except for its first step: to set one answer it copies the whole record with
 * `structuredClone` (on stage 5 with seven people, most of what leaving a field costs), then sets the answer in the
 * copy. Here that one copy is of the answer's path alone (copyAlongPath): what the change then writes lands in copies,
 * the previous state's data is never written to, and every person, row and part off the path stays the same object,
 * which the plain schema utilities then take as unchanged without walking it (sameShapeNewAnswers). Every other clone
 * of the call is RJSF's own. The replacement is in place only while the call runs (rendering is synchronous).
 */
const processChangeCopyingPath: ProcessChange = function (this, change, isLast, prevState, props) {
  const clone = globalThis.structuredClone;
  const path = change.path;
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => {
    globalThis.structuredClone = clone;
    return value === prevState.formData && Array.isArray(path) ? copyAlongPath(value, path) : clone(value, options);
  }) as typeof structuredClone;
  try {
    return rjsfProcessChange.call(this, change, isLast, prevState, props);
  } finally {
    globalThis.structuredClone = clone;
  }
};

// RJSF's types declare `processChange` private, so it is replaced on the prototype rather than overridden.
Object.defineProperty(DefinitionRjsfForm.prototype, 'processChange', {
  value: processChangeCopyingPath,
  writable: true,
  configurable: true,
});
