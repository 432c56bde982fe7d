import { badRequest } from 'server/http/envelope.ts';
import { STATES } from 'server/lookups/lookupLists.ts';

const STATE_CODES = new Set(STATES.map((state) => state.value));

/**
 * The optional state filter of GET /api/loan/officers?state=XX: a USPS code in any case; absent, empty or 0 (the
 * finder's All States) means every state. Anything else is a 400 naming the field 'state'.
 */
export function parseOfficerState(value: unknown): string | undefined {
  if (value === undefined || value === '' || value === '0') return undefined;
  const code = typeof value === 'string' ? value.toUpperCase() : '';
  if (!STATE_CODES.has(code)) throw badRequest('Choose a valid state.', ['state']);
  return code;
}
