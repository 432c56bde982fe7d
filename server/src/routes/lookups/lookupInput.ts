import { badRequest } from 'server/http/envelope.ts';

/** Most types one POST /api/lookups/list may ask for. */
export const MAX_LIST_TYPES = 50;

const INVALID_LIST = 'Send a list of lookup types.';

function typeNumber(item: unknown): number | undefined {
  if (typeof item === 'number' && Number.isInteger(item) && item >= 0 && item <= 32_767) return item;
  if (typeof item === 'string' && /^\d{1,5}$/.test(item) && Number(item) <= 32_767) return Number(item);
  return undefined;
}

/**
 * The type numbers of a POST /api/lookups/list body: a JSON array of numbers, or { types: [...] }; digit strings
 * are accepted as numbers. Anything else is a 400 naming the field 'types'.
 */
export function parseLookupTypes(body: unknown): number[] {
  const list = Array.isArray(body)
    ? (body as unknown[])
    : typeof body === 'object' && body !== null && Array.isArray((body as { types?: unknown }).types)
      ? (body as { types: unknown[] }).types
      : undefined;
  if (!list || list.length > MAX_LIST_TYPES) throw badRequest(INVALID_LIST, ['types']);
  const types = list.map(typeNumber);
  if (types.some((type) => type === undefined)) throw badRequest(INVALID_LIST, ['types']);
  return [...new Set(types as number[])];
}
