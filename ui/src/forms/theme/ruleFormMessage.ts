import type { RJSFValidationError } from '@rjsf/utils';

/** Where an RJSF error built from an engine rule carries the rule's form-level message (`params.formMessage`). */
export interface RuleErrorParams {
  formMessage?: string;
}

/** The form-level message a failing rule brings (the first error carrying one), as the engine's `validate` picks it. */
export function ruleFormMessageOf(errors: readonly RJSFValidationError[]): string | undefined {
  for (const error of errors) {
    const own = (error.params as RuleErrorParams | undefined)?.formMessage;
    if (typeof own === 'string' && own) return own;
  }
  return undefined;
}
