import { describe, expect, it } from 'vitest';
import {
  jsonPointerStandIn,
  schemaResolvers,
  shallowAllOfMergeStandIn,
  uriResolverStandIn,
} from './schemaResolvers.ts';

// What the UI build hands @rjsf/utils in place of fast-uri, jsonpointer and its allOf merge (ui/vite.config.ts).
describe("the stand-ins for RJSF's $ref and allOf code", () => {
  it('refuse to work before the code has loaded, saying why', () => {
    expect(() => uriResolverStandIn.resolve('#', '#/definitions/city')).toThrow(/before it loaded/);
    expect(() => jsonPointerStandIn.get({}, '/a')).toThrow(/before it loaded/);
    expect(() => shallowAllOfMergeStandIn({ allOf: [] })).toThrow(/before it loaded/);
  });

  it('answer as the real code once it has loaded', async () => {
    await schemaResolvers.load();
    expect(uriResolverStandIn.resolve('#', '#/definitions/city')).toBe('#/definitions/city');
    expect(uriResolverStandIn.resolve('https://example.com/a/b.json', 'c.json#/x')).toBe(
      'https://example.com/a/c.json#/x',
    );
    expect(uriResolverStandIn.equal('https://Example.com/a', 'https://example.com/a')).toBe(true);
    expect(jsonPointerStandIn.get({ definitions: { city: { type: 'string' } } }, '/definitions/city')).toEqual({
      type: 'string',
    });
    expect(shallowAllOfMergeStandIn({ type: 'string', allOf: [{ maxLength: 2000 }, { minLength: 5 }] })).toEqual({
      type: 'string',
      maxLength: 2000,
      minLength: 5,
    });
  });
});
