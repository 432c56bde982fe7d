import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormData } from './definitionValidator.ts';
import { isPlainSchema, PlainSchemaUtils } from './plainSchemaUtils.ts';

/**
 * RJSF's Form with PlainSchemaUtils in place of its schema utilities when the schema is plain (every definition of
 * ours), for the form itself and for every field through the registry: a change to one answer then costs what one
 * field costs instead of working the whole record out again (see plainSchemaUtils.ts). A plain schema is its own
 * retrieved schema whatever the data, so the state keeps none: RJSF then has nothing to sanitize after a change
 * (it otherwise hashes the whole record on each one to find out) and validates against the schema itself.
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
