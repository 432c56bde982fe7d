import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/**
 * How RJSF fills an empty form for this theme (pass it as `experimental_defaultFormStateBehavior`). Left to RJSF's
 * defaults, a select fed by a lookup (`oneOf` of consts) starts on its first option, an 'I agree' box
 * (`const: true`) starts ticked and a required Yes/No starts on No, so `required` could never fail for them.
 */
export const FORM_STATE_BEHAVIOR: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
};
