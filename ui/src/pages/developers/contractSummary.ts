/**
 * What the integrators' page shows of the API's OpenAPI 3.1 contract (GET /api/openapi.json): its operations grouped
 * by resource (the contract's tags, in its order), each with its method, path, summary and who may call it. The
 * contract is a standard document, not one of our replies, so only the few keys read here are typed.
 */

/** The parts of an operation of the contract the page reads. */
interface ContractOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  'x-roles'?: string[];
}

/** The parts of the contract the page reads. */
export interface ContractDocument {
  info: { title: string; version: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, ContractOperation>>;
}

/** One operation as the page lists it. */
export interface OperationSummary {
  id: string;
  method: string;
  path: string;
  summary: string;
  /** Who may call it, in words ('Anyone', 'Borrowers', 'Staff'). */
  callers: string;
}

/** One resource and its operations. */
export interface ResourceSummary {
  name: string;
  description: string;
  operations: OperationSummary[];
}

/** The contract's title, version and resources. */
export interface ContractSummary {
  title: string;
  version: string;
  resources: ResourceSummary[];
}

const ROLE_NAMES: Readonly<Record<string, string>> = {
  borrower: 'Borrowers',
  loan_officer: 'Loan officers',
  processor: 'Processors',
  compliance: 'Compliance',
  admin: 'Admins',
};

const STAFF_ROLES = ['loan_officer', 'processor', 'compliance', 'admin'];

/** Who may call an operation, from the roles the contract names ('public' for anyone). */
export function callersOf(roles: readonly string[]): string {
  if (roles.length === 0 || roles.includes('public')) return 'Anyone';
  if (roles.length === 5 && roles.includes('borrower') && STAFF_ROLES.every((role) => roles.includes(role))) {
    return 'Anyone signed in';
  }
  if (roles.length === STAFF_ROLES.length && STAFF_ROLES.every((role) => roles.includes(role))) return 'Staff';
  return roles.map((role) => ROLE_NAMES[role] ?? role).join(', ');
}

/** The contract's operations grouped by resource, resources in the contract's order, operations in its paths'. */
export function summarizeContract(document: ContractDocument): ContractSummary {
  const resources = new Map<string, ResourceSummary>(
    (document.tags ?? []).map((tag) => [
      tag.name,
      { name: tag.name, description: tag.description ?? '', operations: [] },
    ]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const name = operation.tags?.[0] ?? 'Other';
      const resource = resources.get(name) ?? { name, description: '', operations: [] };
      resources.set(name, resource);
      resource.operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        callers: callersOf(operation['x-roles'] ?? []),
      });
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    resources: [...resources.values()].filter((resource) => resource.operations.length > 0),
  };
}
