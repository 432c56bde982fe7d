import type { FormDefinition, FormFixtures, InvalidFixture } from 'engine';
import { validate } from 'engine/compiler.ts';
import { pathOf, type CheckFinding } from './checkFinding.ts';

/**
 * The draft against its examples (the fixtures the tests, the server and the stories read): every valid example must
 * still pass, and every invalid one must still fail with exactly the messages it states (and its form-level message,
 * when it names one). Validated as forms/index.test.ts does, without lookup lists.
 */

/** How many differences one example lists before saying how many more there are. */
const MAX_DIFFERENCES = 5;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const quoted = (text: string) => `"${text}"`;

function listed(differences: string[]): string {
  const shown = differences.slice(0, MAX_DIFFERENCES).join('; ');
  const more = differences.length - MAX_DIFFERENCES;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

function invalidName(fixture: InvalidFixture, index: number): string {
  return fixture.description
    ? `The wrong-answer example ${quoted(fixture.description)}`
    : `Wrong-answer example ${index + 1}`;
}

/** What differs between the messages an invalid example expects and those the draft gives, in plain words. */
function differencesOf(expected: Record<string, string>, actual: Record<string, string>): string[] {
  const differences: string[] = [];
  for (const [path, message] of Object.entries(expected)) {
    const got = actual[path];
    if (got === undefined) differences.push(`${path} no longer gets ${quoted(message)}`);
    else if (got !== message) differences.push(`${path} expected ${quoted(message)} but got ${quoted(got)}`);
  }
  for (const [path, message] of Object.entries(actual)) {
    if (!(path in expected)) differences.push(`${path} now also gets ${quoted(message)}`);
  }
  return differences;
}

/** Whether fixtures have the shape the studio keeps them in. */
export function isFixtures(value: unknown): value is FormFixtures {
  return (
    isObject(value) &&
    Array.isArray(value.valid) &&
    value.valid.every(isObject) &&
    Array.isArray(value.invalid) &&
    value.invalid.every((fixture) => isObject(fixture) && isObject(fixture.data) && isObject(fixture.errors))
  );
}

/** The examples the draft no longer agrees with, each at `fixtures.valid.<n>` or `fixtures.invalid.<n>`. */
export function fixtureProblems(definition: FormDefinition, fixtures: unknown): CheckFinding[] {
  if (!isFixtures(fixtures)) {
    return [
      {
        path: 'fixtures',
        message:
          'The examples are not in the expected shape (lists of valid answers and of wrong answers with their messages).',
      },
    ];
  }
  const findings: CheckFinding[] = [];
  fixtures.valid.forEach((data, index) => {
    const { errors } = validate(definition, data);
    if (errors.length === 0) return;
    findings.push({
      path: pathOf('fixtures', 'valid', index),
      message: `Valid example ${index + 1} no longer passes: ${listed(errors.map((error) => `${error.path} gets ${quoted(error.message)}`))}. Update the example or the change.`,
    });
  });
  fixtures.invalid.forEach((fixture, index) => {
    const result = validate(definition, fixture.data);
    const at = pathOf('fixtures', 'invalid', index);
    const name = invalidName(fixture, index);
    if (result.valid) {
      findings.push({
        path: at,
        message: `${name} is now accepted; it should fail with ${listed(Object.entries(fixture.errors).map(([path, message]) => `${path}: ${quoted(message)}`))}.`,
      });
      return;
    }
    const differences = differencesOf(
      fixture.errors,
      Object.fromEntries(result.errors.map((error) => [error.path, error.message])),
    );
    if (fixture.formMessage !== undefined && result.formMessage !== fixture.formMessage)
      differences.push(
        `the message above the form expected ${quoted(fixture.formMessage)} but got ${quoted(result.formMessage ?? '')}`,
      );
    if (differences.length > 0)
      findings.push({
        path: at,
        message: `${name} now gets different messages: ${listed(differences)}. Update the example or the change.`,
      });
  });
  return findings;
}
