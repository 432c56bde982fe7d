/** Helpers for JSON data: what a form holds, a request body carries and a record stores. */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A deep copy of JSON data (objects, lists and plain values: what a form and a request body hold), several times
 * faster than structuredClone on a record of a few hundred values. An own `__proto__` key is copied as an own key.
 */
export function cloneJson<T>(value: T): T {
  return copyOf(value) as T;
}

function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  if (!isRecord(value)) return value;
  // Anything but a plain object (none in form data) is kept as it is rather than flattened.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyOf(value[key]);
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else copy[key] = item;
  }
  return copy;
}
