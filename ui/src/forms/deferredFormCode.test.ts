import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import { deferredCodeOf, loadDeferredCode } from './deferredFormCode.ts';
import { schemaResolvers } from './schemaResolvers.ts';
import { themePartsOfDefinition } from './theme/deferredThemeParts.tsx';
import { unusualSchemaParts } from './theme/stockRegistryParts.tsx';

function definitionOf(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`forms/${folder} is missing`);
  return found.definition as unknown as FormDefinition;
}

describe('the code few forms draw with', () => {
  it("is none for a plain form, and RJSF's reference code and unusual fields for a schema with a $ref, in the step or the whole", () => {
    const contact = definitionOf('contact/v2');
    expect(deferredCodeOf(contact.schema, contact.uiSchema, contact.schema)).toEqual([]);
    const withRef = { type: 'object', properties: { city: { $ref: '#/definitions/city' } } };
    // A `$ref` may be cyclic, which RJSF draws with a field of its own (CyclicSchemaField).
    expect(deferredCodeOf(withRef, {}, withRef)).toEqual([schemaResolvers, unusualSchemaParts]);
    expect(deferredCodeOf(contact.schema, contact.uiSchema, withRef)).toEqual([schemaResolvers, unusualSchemaParts]);
  });

  it("loads a per-person stage's applicant switcher before the page draws it", async () => {
    const stage = definitionOf('application-stage3/v2');
    const parts = themePartsOfDefinition(stage);
    expect(parts.length).toBeGreaterThan(0);
    expect(await loadDeferredCode(stage)).toBe(true);
    for (const part of parts) expect(part.current).toBeDefined();
  });
});
