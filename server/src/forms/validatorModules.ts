import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publishedValidatorPath, VALIDATOR_MODULES_FILE } from 'common';

/**
 * Where a definition version's validators are for the browser: the UI build's module when the build carries that
 * version (its `validator-modules.json`, read once), else the server's, generated from the stored definition (a
 * version published after the build, or a server without a built UI).
 */
export function validatorModules(uiDir: string): (formId: string, version: number) => string {
  let built: Readonly<Record<string, string>> | undefined;
  return (formId, version) => {
    if (!built) {
      const file = path.join(uiDir, VALIDATOR_MODULES_FILE);
      built = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    }
    return built[`${formId}@${version}`] ?? publishedValidatorPath(formId, version);
  };
}
