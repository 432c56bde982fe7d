import { checkSync, type Diagnostics } from 'recheck';
import { SUBSCHEMA_KEYWORDS } from 'engine';
import { pathOf, type CheckFinding } from './checkFinding.ts';

/**
 * Patterns safe from catastrophic backtracking (ReDoS): every `pattern` of a draft's schema, nested ones and the keys
 * of `patternProperties` included, is analysed by recheck before a version is saved, since one bad pattern lets a
 * single request hold a server process for minutes. recheck runs in its pure JavaScript backend (no Java, no native
 * binary, no worker), within a time limit, and each pattern's verdict is remembered.
 */

/** How long one pattern may be analysed; a pattern that cannot be shown safe in that time is refused. */
export const PATTERN_CHECK_TIMEOUT_MS = 1_000;

/** How many verdicts are remembered (patterns change rarely; the cache is emptied when full). */
const VERDICT_CACHE_SIZE = 2_000;

/** ajv compiles patterns with the `u` flag (its unicodeRegExp default), so they are analysed with it. */
const PATTERN_FLAGS = 'u';

/** Why a pattern was refused, or that it is safe. */
export type PatternVerdict =
  | { safe: true }
  | { safe: false; kind: 'exponential' }
  | { safe: false; kind: 'polynomial'; degree: number }
  | { safe: false; kind: 'timeout' | 'unsupported' | 'invalid'; detail?: string };

const verdicts = new Map<string, PatternVerdict>();

function verdictOf(diagnostics: Diagnostics): PatternVerdict {
  if (diagnostics.status === 'safe') return { safe: true };
  if (diagnostics.status === 'vulnerable') {
    return diagnostics.complexity.type === 'exponential'
      ? { safe: false, kind: 'exponential' }
      : { safe: false, kind: 'polynomial', degree: diagnostics.complexity.degree };
  }
  const { error } = diagnostics;
  if (error.kind === 'invalid') return { safe: false, kind: 'invalid', detail: error.message };
  if (error.kind === 'unsupported' || error.kind === 'unexpected')
    return { safe: false, kind: 'unsupported', detail: error.message };
  return { safe: false, kind: 'timeout' };
}

/** Whether a pattern runs in linear time on every input, as recheck finds it (remembered per pattern). */
export function patternVerdict(pattern: string): PatternVerdict {
  const known = verdicts.get(pattern);
  if (known) return known;
  // recheck reads its backend from the environment at each call; the pure one needs neither Java nor a worker.
  process.env.RECHECK_SYNC_BACKEND = 'pure';
  const verdict = verdictOf(checkSync(pattern, PATTERN_FLAGS, { timeout: PATTERN_CHECK_TIMEOUT_MS }));
  // A timeout may come from a busy machine: it is not remembered, the next check tries again.
  if (!(verdict.safe === false && verdict.kind === 'timeout')) {
    if (verdicts.size >= VERDICT_CACHE_SIZE) verdicts.clear();
    verdicts.set(pattern, verdict);
  }
  return verdict;
}

const REWRITE =
  'rewrite it so that no repeated part can match the same text in more than one way (for example "(a+)+" becomes "a+")';

/** The reason a refused pattern gives, naming what it belongs to ("the pattern of Phone"). */
export function patternReason(subject: string, verdict: Exclude<PatternVerdict, { safe: true }>): string {
  switch (verdict.kind) {
    case 'exponential':
      return `${subject} can take exponential time on some inputs (catastrophic backtracking); ${REWRITE}.`;
    case 'polynomial':
      return `${subject} can take time growing with the ${verdict.degree === 2 ? 'square' : `power ${verdict.degree}`} of the answer's length on some inputs (catastrophic backtracking); ${REWRITE}.`;
    case 'timeout':
      return `${subject} could not be shown safe within ${PATTERN_CHECK_TIMEOUT_MS / 1000} second; simplify it.`;
    case 'unsupported':
      return `${subject} uses something the safety check cannot analyse${verdict.detail ? ` (${verdict.detail})` : ''}; use a simpler pattern.`;
    case 'invalid':
      return `${subject} is not a valid regular expression${verdict.detail ? ` (${verdict.detail})` : ''}.`;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The subschema keywords the engine names; `items` (one schema or a list) and `patternProperties` (whose keys are
// patterns too) are walked on their own below, and draft 7's `dependencies` maps names to schemas or name lists.
const ONE_SCHEMA = SUBSCHEMA_KEYWORDS.one.filter((keyword) => keyword !== 'items');
const SCHEMA_LISTS = SUBSCHEMA_KEYWORDS.list.filter((keyword) => keyword !== 'items');
const SCHEMA_MAPS = [...SUBSCHEMA_KEYWORDS.map.filter((keyword) => keyword !== 'patternProperties'), 'dependencies'];

/**
 * The refused patterns of a JSON Schema, at their definition paths (`schema.properties.contPhone.pattern`): every
 * `pattern`, and every key of `patternProperties`, wherever a subschema can hold one.
 */
export function unsafePatterns(schema: unknown, at = 'schema'): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const walk = (node: unknown, where: string, name: string) => {
    if (!isObject(node)) return;
    const label = typeof node.title === 'string' && node.title.trim() ? node.title.trim() : name;
    if (typeof node.pattern === 'string') {
      const verdict = patternVerdict(node.pattern);
      if (!verdict.safe)
        findings.push({ path: pathOf(where, 'pattern'), message: patternReason(`The pattern of ${label}`, verdict) });
    }
    if (isObject(node.patternProperties)) {
      for (const [key, child] of Object.entries(node.patternProperties)) {
        const verdict = patternVerdict(key);
        const keyPath = pathOf(where, 'patternProperties', key);
        if (!verdict.safe)
          findings.push({
            path: keyPath,
            message: patternReason(`The field-name pattern "${key}" of ${label}`, verdict),
          });
        walk(child, keyPath, label);
      }
    }
    for (const keyword of ONE_SCHEMA) walk(node[keyword], pathOf(where, keyword), label);
    for (const keyword of SCHEMA_LISTS) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((child, index) => walk(child, pathOf(where, keyword, index), label));
    }
    for (const keyword of SCHEMA_MAPS) {
      const map = node[keyword];
      if (isObject(map)) for (const [key, child] of Object.entries(map)) walk(child, pathOf(where, keyword, key), key);
    }
    if (Array.isArray(node.items))
      node.items.forEach((child, index) => walk(child, pathOf(where, 'items', index), label));
    else walk(node.items, pathOf(where, 'items'), label);
  };
  walk(schema, at, 'the form');
  return findings;
}
