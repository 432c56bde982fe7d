/** What DefinitionForm tells its templates through RJSF's formContext. */
export interface DefinitionFormContext {
  /** True once a submit was refused, so errors found on blur alone do not raise the form-level message. */
  showFormMessage: boolean;
}
