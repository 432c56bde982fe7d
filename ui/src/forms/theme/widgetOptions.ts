/**
 * The widgets' own `ui:options`, read from a definition (data, so each value is checked before use):
 * `info` for an info popup, `fill` for the zip look-up, `exclusive` for checkbox groups.
 */

/** An info popup's words (part 2 §2.3): a title and text whose paragraphs are separated by blank lines. */
export interface FieldInfo {
  title: string;
  text: string;
}

/** The fields a zip look-up fills: a key of the look-up's reply -> the name of a field beside the zip. */
export type ZipFill = Partial<Record<'city' | 'state' | 'stateName' | 'country', string>>;

const ZIP_FILL_KEYS = ['city', 'state', 'stateName', 'country'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The info popup of `ui:options.info` ({ title, text }), or undefined when the field has none or it is malformed. */
export function infoOf(options: Record<string, unknown> | undefined): FieldInfo | undefined {
  const info = options?.info;
  if (!isRecord(info) || typeof info.title !== 'string' || typeof info.text !== 'string') return undefined;
  if (!info.title.trim() || !info.text.trim()) return undefined;
  return { title: info.title, text: info.text };
}

/** The paragraphs of an info text: separated by blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The fields `ui:options.fill` names ({ city: 'contCity', state: 'state' }); unknown keys and non-names are left out. */
export function zipFillOf(options: Record<string, unknown> | undefined): ZipFill {
  const fill = options?.fill;
  if (!isRecord(fill)) return {};
  const named: ZipFill = {};
  for (const key of ZIP_FILL_KEYS) {
    const field = fill[key];
    if (typeof field === 'string' && field) named[key] = field;
  }
  return named;
}

/** The values of `ui:options.exclusive`: choosing one of them clears the others, and the others clear it. */
export function exclusiveOf(options: Record<string, unknown> | undefined): unknown[] {
  return Array.isArray(options?.exclusive) ? options.exclusive : [];
}

/** The label of an object's running total (`ui:options.total`: its money fields added up), if it asks for one. */
export function totalLabelOf(options: Record<string, unknown> | undefined): string | undefined {
  const label = options?.total;
  return typeof label === 'string' && label.trim() ? label : undefined;
}

/** Amounts added up (money fields hold text: '1250.50'); what is no number counts as 0. */
export function sumOfAmounts(values: readonly unknown[]): number {
  return values.reduce<number>((total, value) => {
    const amount = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
    return Number.isFinite(amount) ? total + amount : total;
  }, 0);
}
