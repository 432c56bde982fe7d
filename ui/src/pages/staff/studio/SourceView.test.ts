import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import contact from 'forms/contact/v1/definition.json' with { type: 'json' };
import { definitionJsonExtensions, definitionSource, narrowestChange, sourceProblems } from './SourceView.tsx';

const definition = contact as unknown as FormDefinition;

const check = (doc: string) => sourceProblems(EditorState.create({ doc, extensions: definitionJsonExtensions() }));

describe('definitionSource', () => {
  it('writes the definition as JSON with two spaces', () => {
    const text = definitionSource(definition);
    expect(text).toBe(`${JSON.stringify(definition, null, 2)}\n`);
    expect(text.split('\n')[1]).toBe(`  "id": "${definition.id}",`);
  });
});

describe('sourceProblems', () => {
  it('hands back the definition of a text that matches the meta-schema', () => {
    const checked = check(definitionSource(definition));
    expect(checked.problems).toEqual([]);
    expect(checked.value).toEqual(definition);
  });

  it('names the line and column of a syntax error and gives no definition', () => {
    const text = definitionSource(definition).replace(`"title": ${JSON.stringify(definition.title)},`, '"title": ,');
    const checked = check(text);
    expect(checked.value).toBeUndefined();
    expect(checked.problems).toHaveLength(1);
    const titleLine = text.split('\n').findIndex((line) => line.includes('"title": ,')) + 1;
    expect(checked.problems[0]?.line).toBe(titleLine);
  });

  it('lists what does not match the meta-schema, where it is', () => {
    const broken = { ...definition, version: 0, colour: 'blue' };
    const text = definitionSource(broken as FormDefinition);
    const checked = check(text);
    expect(checked.value).toBeUndefined();
    const lines = text.split('\n');
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1;
    expect(checked.problems.map((problem) => problem.line)).toContain(lineOf('"version": 0'));
    // An unknown key at the root is said at the top of the text (codemirror-json-schema places root errors there).
    expect(checked.problems.some((problem) => problem.message.includes('colour'))).toBe(true);
  });

  it('refuses a rule of an unknown kind and a text that is not an object', () => {
    const withRule = { ...definition, rules: [{ kind: 'sometimes', path: 'contEmail' }] };
    expect(check(definitionSource(withRule as unknown as FormDefinition)).value).toBeUndefined();
    const notObject = check('[1, 2]');
    expect(notObject.value).toBeUndefined();
    expect(notObject.problems[0]?.message).toMatch(/one JSON object/);
  });
});

describe('narrowestChange', () => {
  it('replaces only the differing middle of the text', () => {
    expect(narrowestChange('{"a": 1, "b": 2}', '{"a": 10, "b": 2}')).toEqual({ from: 7, to: 7, insert: '0' });
    expect(narrowestChange('abcdef', 'abef')).toEqual({ from: 2, to: 4, insert: '' });
    expect(narrowestChange('aaa', 'aaaa')).toEqual({ from: 3, to: 3, insert: 'a' });
    expect(narrowestChange('same', 'same')).toBeNull();
  });

  it('turns any text into any other', () => {
    const pairs: [string, string][] = [
      ['', 'x'],
      ['x', ''],
      ['abcabc', 'abc'],
      ['hello world', 'help the world'],
      [definitionSource(definition), definitionSource({ ...definition, title: 'Reach us' })],
    ];
    for (const [from, to] of pairs) {
      const change = narrowestChange(from, to);
      const result = change ? from.slice(0, change.from) + change.insert + from.slice(change.to) : from;
      expect(result).toBe(to);
    }
  });
});
