/**
 * `data` copied along `path` alone: the root and each list or object the path passes through (its own members only)
 * are shallow copies, everything off the path is the same object as in `data`. Setting, clearing or removing the
 * path's value in the copy, creating what is missing on the way, leaves `data` as it was; a copy of the whole of
 * `data` costs the size of the record where this costs the depth of the path.
 */
export function copyAlongPath<T>(data: T, path: readonly (string | number)[]): T {
  const root = shallowCopy(data);
  let node: unknown = root;
  for (const segment of path.slice(0, -1)) {
    if (!isContainer(node) || !Object.hasOwn(node, segment)) break;
    const members = node as Record<string | number, unknown>;
    const child = members[segment];
    if (!isContainer(child)) break;
    node = members[segment] = shallowCopy(child);
  }
  return root;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

function shallowCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  return isContainer(value) ? ({ ...value } as T) : value;
}
