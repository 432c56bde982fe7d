import type { FormDefinition } from 'engine';

/**
 * GET /api/forms/:formId[/:version]: one version of a form definition as the renderer needs it, and where its
 * precompiled validators are: the UI build's module when the build carries the version (an /assets/… file, which the
 * page may have been told to preload), else the server's (publishedValidatorPath). The browser imports what it is
 * told, so its first download carries no list of the build's validators.
 */
export interface FormDefinitionReply extends FormDefinition {
  /** The ES module of this version's validators: /assets/… (the UI build's) or /api/forms/:formId/:version/validator.js. */
  validatorModule: string;
}

/** Where the server serves a published version's validators as an ES module, generated from the stored definition. */
export const publishedValidatorPath = (formId: string, version: number): string =>
  `/api/forms/${encodeURIComponent(formId)}/${version}/validator.js`;

/** The file the UI build writes beside index.html: each version's validator module (`${id}@${version}` → /assets/…). */
export const VALIDATOR_MODULES_FILE = 'validator-modules.json';
