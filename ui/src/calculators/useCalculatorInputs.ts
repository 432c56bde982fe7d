import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { acceptedOrDefault, parseInput, rangeMessage, type InputKind } from './inputRules.ts';

/**
 * One input of a calculator and its value when the address has none: a typed input of a kind (which sets
 * its rules) or a choice among fixed values.
 */
export type InputSpec =
  { kind: InputKind; fallback: string } | { kind: 'choice'; choices: readonly string[]; fallback: string };

type TypedKeys<S> = { [K in keyof S]: S[K] extends { kind: 'choice' } ? never : K }[keyof S] & string;
type ChoiceKeys<S> = { [K in keyof S]: S[K] extends { kind: 'choice' } ? K : never }[keyof S] & string;

/** The values of a calculator's inputs, as typed and as numbers, and the props that bind each field. */
export interface CalculatorInputs<S extends Record<string, InputSpec>> {
  values: Readonly<Record<keyof S & string, string>>;
  numbers: Readonly<Record<keyof S & string, number>>;
  /** True when no input breaks a range rule (a term of 31 years, a rate above 100). */
  inRange: boolean;
  /** kind, value and onValueChange for a CalculatorField. */
  bind(key: TypedKeys<S>): { kind: InputKind; value: string; onValueChange(value: string): void };
  /** value and onValueChange for a ChoiceField. */
  bindChoice(key: ChoiceKeys<S>): { value: string; onValueChange(value: string): void };
}

function readValue(spec: InputSpec, value: string | null): string {
  if (spec.kind === 'choice') return value !== null && spec.choices.includes(value) ? value : spec.fallback;
  return acceptedOrDefault(spec.kind, value, spec.fallback);
}

/**
 * Calculator inputs kept in the query string (each input under its key), so an address shares a result;
 * an input the address lacks, or holds a broken value for, takes its fallback. Typing replaces the history
 * entry instead of adding one.
 */
export function useCalculatorInputs<S extends Record<string, InputSpec>>(specs: S): CalculatorInputs<S> {
  type Key = keyof S & string;
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(specs) as Key[];
  // Every key comes from specs itself, so its entry is always there.
  const specOf = (key: Key) => specs[key] as InputSpec;
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(keys.map((key) => [key, readValue(specOf(key), params.get(key))])) as Record<Key, string>,
  );

  function setValue(key: Key, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        for (const name of keys) updated.set(name, next[name]);
        return updated;
      },
      { replace: true },
    );
  }

  function kindOf(key: Key): InputKind {
    const spec = specOf(key);
    if (spec.kind === 'choice') throw new Error(`${key} is a choice`);
    return spec.kind;
  }

  const numbers = Object.fromEntries(keys.map((key) => [key, parseInput(values[key])])) as Record<Key, number>;
  return {
    values,
    numbers,
    inRange: keys.every((key) => {
      const spec = specOf(key);
      return spec.kind === 'choice' || rangeMessage(spec.kind, values[key]) === null;
    }),
    bind: (key) => ({ kind: kindOf(key), value: values[key], onValueChange: (value) => setValue(key, value) }),
    bindChoice: (key) => ({ value: values[key], onValueChange: (value) => setValue(key, value) }),
  };
}
