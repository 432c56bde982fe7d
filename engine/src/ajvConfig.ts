import Ajv, { type Options } from 'ajv';
import { ENGINE_FORMATS, formatDefinitions } from './formats.ts';

/**
 * The one ajv configuration. The server compiles with `createAjv`; the browser hands `AJV_OPTIONS` and
 * `configureAjv` to @rjsf/validator-ajv8 (ajvOptionsOverrides, extenderFn); a build step for precompiled
 * validators (ajv standalone) uses the same two.
 */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  // Definitions may only use what the engine knows: unknown keywords and formats fail compilation.
  strictSchema: true,
  strictTypes: false,
  validateFormats: true,
};

/** Options of the engine's formats. */
export interface FormatOptions {
  /** Today's date for the date-of-birth check; asked at each check so a long-running process stays right. */
  now?: () => Date;
}

/** Registers the engine's formats on an ajv instance (and returns it, as RJSF's extenderFn expects). */
export function configureAjv(ajv: Ajv, options: FormatOptions = {}): Ajv {
  const formats = formatDefinitions(options.now);
  for (const name of ENGINE_FORMATS) ajv.addFormat(name, formats[name]);
  return ajv;
}

/** A new ajv instance with the engine's options and formats. */
export function createAjv(options: FormatOptions = {}): Ajv {
  return configureAjv(new Ajv(AJV_OPTIONS), options);
}
