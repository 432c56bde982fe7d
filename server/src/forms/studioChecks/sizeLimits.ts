import { pathOf, type CheckFinding } from './checkFinding.ts';

/**
 * How large a draft may be. Every stored version is compiled, sent to browsers and read by staff, so a definition far
 * beyond what any form needs is refused before anything else looks at it. The limits sit well above the largest
 * forms in forms/ (stage 6: about 100 KB, 130 fields, nesting 12 deep, help texts under 900 characters).
 */

/** The definition as JSON, in bytes. */
export const MAX_DEFINITION_BYTES = 512 * 1024;
/** The fixtures (examples) kept with a draft, as JSON, in bytes. */
export const MAX_FIXTURES_BYTES = 1024 * 1024;
/** Fields of the schema, counting those of objects and list rows. */
export const MAX_FIELDS = 1_000;
/** How deeply the definition's objects and lists may nest. */
export const MAX_NESTING_DEPTH = 40;
/** A field's name. */
export const MAX_FIELD_NAME_LENGTH = 100;
/** A title (of the form, a field, a step, a group). */
export const MAX_TITLE_LENGTH = 300;
/** A message shown for an error (a field's, a rule's, a form-level one). */
export const MAX_MESSAGE_LENGTH = 500;
/** A pattern a field's answer must match. */
export const MAX_PATTERN_LENGTH = 500;
/** Any other text (descriptions, help, option labels). */
export const MAX_TEXT_LENGTH = 4_000;
/** The options of one choice (`enum`). */
export const MAX_ENUM_OPTIONS = 500;

/** How many findings of each kind are reported: one oversized draft should not give thousands. */
const MAX_FINDINGS_PER_KIND = 20;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** The size of a value as JSON, in bytes (UTF-8). */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

/** The limit a text at this place has, and what it is called. */
function textLimit(path: string[], key: string): { limit: number; what: string } {
  if (key === 'title' || key === 'ui:title') return { limit: MAX_TITLE_LENGTH, what: 'title' };
  if (key === 'pattern') return { limit: MAX_PATTERN_LENGTH, what: 'pattern' };
  if (path[0] === 'messages' || key === 'message' || key === 'formMessage')
    return { limit: MAX_MESSAGE_LENGTH, what: 'message' };
  return { limit: MAX_TEXT_LENGTH, what: 'text' };
}

/** The path of the first object or list nested deeper than `max`, found without recursion; undefined when none is. */
export function firstTooDeep(value: unknown, max: number): string | undefined {
  const stack: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop() as { node: unknown; path: string[] };
    if (typeof node !== 'object' || node === null) continue;
    if (path.length >= max) return pathOf(...path);
    const entries = Array.isArray(node)
      ? node.map((child, index) => [String(index), child] as const)
      : Object.entries(node);
    for (const [key, child] of entries) stack.push({ node: child, path: [...path, key] });
  }
  return undefined;
}

/** How many fields a schema declares (each property of each object, list rows' included). */
export function fieldCount(schema: unknown): number {
  if (!isObject(schema)) return 0;
  let count = 0;
  if (isObject(schema.properties)) {
    for (const child of Object.values(schema.properties)) count += 1 + fieldCount(child);
  }
  return count + fieldCount(schema.items);
}

/** The size problems of a draft, and whether it is too large or too deep for any other check to look at. */
export interface SizeCheck {
  findings: CheckFinding[];
  tooLargeToCheck: boolean;
}

/**
 * The draft's size problems: nesting too deep or the whole definition too large (then nothing else is looked at),
 * too many fields, a text, title, message, pattern or field name too long, a choice with too many options.
 */
export function sizeProblems(value: unknown): SizeCheck {
  // Depth first and without recursion: a value nested thousands deep would overflow the stack of anything recursive.
  const tooDeep = firstTooDeep(value, MAX_NESTING_DEPTH);
  if (tooDeep !== undefined) {
    const message = `The definition nests more than ${MAX_NESTING_DEPTH} levels deep here; flatten the fields under it.`;
    return { findings: [{ path: tooDeep, message }], tooLargeToCheck: true };
  }
  const bytes = jsonBytes(value);
  if (bytes > MAX_DEFINITION_BYTES) {
    const message = `The definition is ${kilobytes(bytes)}; a form may be at most ${kilobytes(MAX_DEFINITION_BYTES)}. Split it into smaller forms or shorten its texts.`;
    return { findings: [{ path: '', message }], tooLargeToCheck: true };
  }
  const findings: CheckFinding[] = [];
  const counts = new Map<string, number>();
  const report = (kind: string, finding: CheckFinding) => {
    const seen = counts.get(kind) ?? 0;
    counts.set(kind, seen + 1);
    if (seen < MAX_FINDINGS_PER_KIND) findings.push(finding);
  };
  if (isObject(value)) {
    const fields = fieldCount(value.schema);
    if (fields > MAX_FIELDS)
      report('fields', {
        path: 'schema',
        message: `The form has ${fields} fields; a form may have at most ${MAX_FIELDS}. Split it into smaller forms.`,
      });
  }
  const walk = (node: unknown, path: string[], inSchema: boolean) => {
    if (typeof node === 'string') {
      const key = path.at(-1) ?? '';
      const { limit, what } = textLimit(path, key);
      if (node.length > limit)
        report(what, {
          path: pathOf(...path),
          message: `This ${what} is ${node.length} characters long; a ${what} may be at most ${limit}.`,
        });
      return;
    }
    if (Array.isArray(node)) {
      if (inSchema && path.at(-1) === 'enum' && node.length > MAX_ENUM_OPTIONS)
        report('enum', {
          path: pathOf(...path),
          message: `This choice has ${node.length} options; a choice may have at most ${MAX_ENUM_OPTIONS}. Use a lookup list for long lists.`,
        });
      node.forEach((child, index) => walk(child, [...path, String(index)], inSchema));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (inSchema && path.at(-1) === 'properties' && key.length > MAX_FIELD_NAME_LENGTH)
        report('name', {
          path: pathOf(...path, key),
          message: `This field's name is ${key.length} characters long; a field name may be at most ${MAX_FIELD_NAME_LENGTH}.`,
        });
      walk(child, [...path, key], inSchema || (path.length === 0 && key === 'schema'));
    }
  };
  walk(value, [], false);
  for (const [kind, count] of counts) {
    if (count > MAX_FINDINGS_PER_KIND)
      findings.push({
        path: '',
        message: `${count - MAX_FINDINGS_PER_KIND} more problems of the same kind (${kind}) are not listed.`,
      });
  }
  return { findings, tooLargeToCheck: false };
}

/** The problem of fixtures too large to keep with a draft, if they are. */
export function fixtureSizeProblems(fixtures: unknown): CheckFinding[] {
  const bytes = jsonBytes(fixtures);
  return bytes > MAX_FIXTURES_BYTES
    ? [
        {
          path: 'fixtures',
          message: `The examples are ${kilobytes(bytes)}; they may be at most ${kilobytes(MAX_FIXTURES_BYTES)}. Keep fewer or shorter examples.`,
        },
      ]
    : [];
}
