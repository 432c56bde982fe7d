import {
  AUTHORIZATION_AGREEMENT,
  ISSUING_AUTHORITIES,
  LOAN_AMOUNT_MAX,
  LOAN_STATUS_NAMES,
  PARTICIPATION_CONSENT,
  RATE_RANGE,
} from 'common';
import { FORM_SOURCES } from 'forms';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'server/commands/accounts/passwords.ts';
import { ID_RANGE, INT4_MAX, REVISION_RANGE, wholeNumberSchema } from 'server/http/input.ts';
import { STATES } from 'server/lookups/index.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { APPLICATION_STAGES, SHORT_APPLICATION } from 'server/records/applicationStages.ts';
import { MILESTONES } from 'server/records/milestones.ts';
import { INVITATION_MESSAGE_MAX, PROPERTY_ADDRESS_MAX } from 'server/routes/invitations/invitationInput.ts';
import { MAX_LIST_TYPES } from 'server/routes/lookups/lookupInput.ts';
import type { SchemaObject } from './jsonSchema.ts';

/**
 * What each operation of the API takes, beside what the router already says (its method, path and gate) and what its
 * code answers (generated/routeReplies.json): a summary, the schema of each path and query parameter, the body, and
 * the refusals it may answer beyond those every operation of its kind does. The limits are the routes' own constants
 * where they export them; bodies checked by a form definition name it (`formFields`) and take its JSON Schema from
 * the version served. contractTest.test.ts sends requests that keep and that break each schema to the running app, so
 * a contract that says more or less than a route checks fails there.
 */

/** A path or query parameter. */
export interface ParameterContract {
  schema: SchemaObject;
  description: string;
  /** Query parameters only: whether it must be sent (path parameters always are). */
  required?: boolean;
}

/** The body an operation reads. */
export type BodyContract =
  | { media: 'application/json'; schema: SchemaObject; required?: boolean }
  | { media: 'multipart/form-data'; schema: SchemaObject };

/** One operation's contract. */
export interface OperationContract {
  summary: string;
  description?: string;
  path?: Record<string, ParameterContract>;
  query?: Record<string, ParameterContract>;
  body?: BodyContract;
  /** Refusals beyond those of every operation of its gate and inputs (409 for a stale revision, 429, …). */
  refusals?: number[];
  /** A file reply whose content type the route takes from the file: the types it may be. */
  fileTypes?: string[];
}

/** One resource of the API: the routes of one folder under server/src/routes. */
export interface ResourceContract {
  name: string;
  description: string;
}

/** The extension key a placeholder for a form definition's fields carries (replaced by openApiDocument.ts). */
export const FORM_FIELDS_KEY = 'x-form-fields';
/** The extension key of a placeholder that asks for the form's fields without its required ones. */
export const PARTIAL_FORM_KEY = 'x-form-partial';
/** The extension key of a placeholder's fields the server sets itself (by dotted path, with where from). */
export const SET_BY_SERVER_KEY = 'x-form-set-by-server';

/** How an operation reads a form's fields. */
export interface FormFieldsOptions {
  /** Every field optional (progress kept while typing). */
  partial?: boolean;
  /** Fields the server sets itself whatever is sent (dotted paths), with where their value comes from. */
  setByServer?: Record<string, string>;
}

/**
 * The fields of a form definition, as the version served validates them, with `extra` properties beside them (an
 * operation's own keys: formId, revision, …).
 */
export function formFields(
  formId: string,
  extra: { properties?: Record<string, SchemaObject>; required?: string[] } = {},
  options: FormFieldsOptions = {},
): SchemaObject {
  return {
    [FORM_FIELDS_KEY]: formId,
    ...(options.partial ? { [PARTIAL_FORM_KEY]: true } : {}),
    ...(options.setByServer ? { [SET_BY_SERVER_KEY]: options.setByServer } : {}),
    ...extra,
  };
}

const ID = wholeNumberSchema(ID_RANGE);
const REVISION = wholeNumberSchema(REVISION_RANGE);
const ID_OR_DIGITS_NOTE = 'Sent as a JSON number (a string of digits is read too).';

function object(properties: Record<string, SchemaObject>, required: string[] = [], description?: string): SchemaObject {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
}

function text(maxLength: number, description: string, minLength = 0): SchemaObject {
  return { type: 'string', description, ...(minLength > 0 ? { minLength } : {}), maxLength };
}

function json(schema: SchemaObject, required = true): BodyContract {
  return { media: 'application/json', schema, required };
}

const id = (description: string): ParameterContract => ({ schema: ID, description });
const EMAIL: SchemaObject = { type: 'string', format: 'email', maxLength: 254, minLength: 1 };
const PHONE: SchemaObject = { type: 'string', format: 'phone', description: 'A US phone number, 10 digits.' };
const DAY: SchemaObject = { type: 'string', format: 'date', description: 'A day, YYYY-MM-DD.' };
const NAME = (label: string) => text(50, label, 1);
const CODE: SchemaObject = { type: 'string', pattern: '^\\d{6}$', description: 'The 6-digit code.' };
const FILE_NAME: SchemaObject = {
  type: 'string',
  pattern: '\\.([Pp][Nn][Gg]|[Jj][Pp][Ee]?[Gg]|[Pp][Dd][Ff])$',
  maxLength: 255,
  description: 'A file name ending in .png, .jpg, .jpeg or .pdf.',
};
const STORED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const FORM_ID: SchemaObject = {
  type: 'string',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: 80,
  description: "A form definition's id ('contact', 'application-stage1').",
};
const BINARY_FILE = object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }, ['file']);
const STAGE_NUMBER: SchemaObject = wholeNumberSchema({ min: 1, max: APPLICATION_STAGES.length });

/** The body of a stage save or correction: exactly one stage's value under its key. */
function stageValue(extra: Record<string, SchemaObject>): SchemaObject {
  return {
    type: 'object',
    properties: extra,
    oneOf: APPLICATION_STAGES.map((stage) => ({
      properties: { [stage.key]: formFields(stage.formId) },
      required: [stage.key],
      description: `Stage ${stage.stage}: ${stage.formId}.`,
    })),
  };
}

/** A public form's body: its fields, which form (one of `formIds`; the first when absent) and the version filled. */
function publicFormBody(formIds: string[]): SchemaObject {
  const branches = formIds.map((formId, index) =>
    formFields(formId, {
      properties: {
        formId: { type: 'string', const: formId },
        formVersion: { ...ID, description: 'The version the page rendered; the newest published when absent.' },
      },
      required: index === 0 ? [] : ['formId'],
    }),
  );
  return branches.length === 1 ? (branches[0] as SchemaObject) : { anyOf: branches };
}

const DRAFT_AT = {
  version: { ...ID, description: "The draft's version." },
  revision: { ...ID, description: 'The revision read.' },
};

const FORM_ID_PARAMETER: ParameterContract = { schema: FORM_ID, description: 'The form.' };

const STAFF_ROLE_NAMES = STAFF_ROLES as readonly string[];

/** The forms of the loan documents' types (doc-paystub, …): a document's fields are its type's form. */
const DOCUMENT_FORMS = [
  ...new Set(
    FORM_SOURCES.map((source) => (source.definition as { id: string }).id).filter((id) => id.startsWith('doc-')),
  ),
];

/** The resources, by their folder under server/src/routes, in the order the integrators' page shows them. */
export const RESOURCES: Readonly<Record<string, ResourceContract>> = {
  health: { name: 'Health', description: 'Whether the service and its database answer.' },
  openapi: {
    name: 'Contract',
    description: 'This contract, generated from the router, the reply types and the forms.',
  },
  accounts: {
    name: 'Accounts',
    description:
      'Borrower accounts: sign-up and sign-in by e-mailed code or password, the session, the password. Send the ' +
      "token a sign-in returns as 'Authorization: Bearer <token>'.",
  },
  forms: {
    name: 'Form definitions',
    description: 'The JSON Schema definitions every form is rendered and checked from.',
  },
  publicForms: { name: 'Public forms', description: 'Contact, quote, call-back, subscription and branch requests.' },
  lookups: { name: 'Look-ups', description: 'Reference lists (URLA 2020) and the zip code look-up.' },
  rates: { name: 'Rates', description: "Today's mortgage rates and the credit score we lend from." },
  officers: { name: 'Loan officers', description: 'The licensed loan officers and their states.' },
  profile: { name: 'Profile', description: "The borrower's profile and its identity document." },
  preapproval: { name: 'Pre-approval', description: 'The Get Pre-Approved wizard: progress, submission and letters.' },
  dashboard: { name: 'Dashboard', description: "The borrower's loans, requests, alerts, consents and subscriptions." },
  invitations: { name: 'Loan invitations', description: "A loan officer's invitations to work with a borrower." },
  participants: { name: 'Co-borrowers', description: 'Co-borrowers invited to take part in an application.' },
  eloan: {
    name: 'Loan application (1003)',
    description: 'The Uniform Residential Loan Application, its PDF and file.',
  },
  documents: { name: 'Documents', description: "A loan's documents: uploads, lists, approvals and reviews." },
  predocs: { name: 'Pre-approval documents', description: 'Documents of a pre-approval.' },
  staff: { name: 'Staff', description: "Staff sign-in, the admin's staff page, the pipeline and loan work." },
  studio: { name: 'Compliance studio', description: 'Form definitions under review and their publication.' },
  unsubscribe: { name: 'Unsubscribe', description: 'One-click unsubscribe from marketing mail (RFC 8058).' },
};

/** Every operation's contract, by 'METHOD /api/path' as listRoutes names it. */
export const OPERATION_CONTRACTS: Readonly<Record<string, OperationContract>> = {
  'GET /api/health': { summary: 'Whether the service and its database answer' },
  'GET /api/openapi.json': { summary: 'This contract (OpenAPI 3.1)' },

  // Accounts
  'POST /api/register/user': {
    summary: 'Sign up: ask for a code, then create the account with it',
    description:
      'Without `otp` it e-mails a 6-digit code; with it the account is created and signed in. Scope EMAIL sets a ' +
      'password as well.',
    body: json(
      object(
        {
          first_name: NAME('First name.'),
          last_name: NAME('Last name.'),
          mobile_number: PHONE,
          work_phone: PHONE,
          email: EMAIL,
          scope: { type: 'string', enum: ['OTP', 'EMAIL'], description: 'OTP: codes only; EMAIL: a password too.' },
          otp: CODE,
          password: text(PASSWORD_MAX_LENGTH, 'With scope EMAIL and a code: the new password.', PASSWORD_MIN_LENGTH),
        },
        ['first_name', 'last_name', 'mobile_number', 'email', 'scope'],
      ),
    ),
    refusals: [401, 429],
  },
  'POST /api/authenticate': {
    summary: 'Sign in: ask for a code, or sign in with a code or a password',
    body: json(
      object(
        {
          email: EMAIL,
          scope: { type: 'string', enum: ['OTP', 'EMAIL'], description: 'OTP: by e-mailed code; EMAIL: by password.' },
          otp: CODE,
          password: { type: 'string', description: 'With scope EMAIL.', maxLength: 1000 },
        },
        ['email', 'scope'],
      ),
    ),
    refusals: [401, 429],
  },
  'POST /api/logout': { summary: 'Sign out (ends this session)' },
  'GET /api/session': { summary: 'The signed-in user of this session' },
  'GET /api/profile/user': { summary: "The signed-in user's account details" },
  'GET /api/profile/password': { summary: 'Whether the account has a password (what Change Password asks)' },
  'POST /api/profile/password': {
    summary: 'Change (or set a first) password',
    description: 'Checked with the change-password form; other sessions of the account are ended.',
    body: json(formFields('change-password', {}, { setByServer: { hasPassword: 'the account' } })),
    refusals: [429],
  },

  // Form definitions
  'GET /api/forms/:formId': {
    summary: 'The newest published version of a form definition',
    path: { formId: FORM_ID_PARAMETER },
  },
  'GET /api/forms/:formId/:version': {
    summary: 'One version of a form definition (published or retired)',
    path: { formId: FORM_ID_PARAMETER, version: id('The version.') },
  },
  'GET /api/forms/:formId/:version/validator.js': {
    summary: "A version's validators as an ES module",
    path: { formId: FORM_ID_PARAMETER, version: id('The version.') },
  },

  // Public forms
  'POST /api/common/contactus': {
    summary: 'Send the Contact or Help & Support form',
    body: json(publicFormBody(['contact', 'support'])),
    refusals: [429],
  },
  'POST /api/common/quote': {
    summary: 'Ask for a rate quote',
    body: json(publicFormBody(['quote', 'quote-home'])),
    refusals: [429],
  },
  'POST /api/common/callback': {
    summary: 'Ask for a call back',
    body: json(publicFormBody(['callback'])),
    refusals: [429],
  },
  'POST /api/common/subcribeupdates': {
    summary: 'Subscribe to rate updates (the same reply whether or not the address is on the list)',
    body: json(publicFormBody(['subscribe'])),
    refusals: [429],
  },
  'POST /api/common/branch': {
    summary: 'Apply to become a branch',
    body: json(publicFormBody(['branch'])),
    refusals: [429],
  },

  // Look-ups, rates, officers
  'GET /api/lookups/zip/:zip': {
    summary: 'City and state of a zip code',
    path: { zip: { schema: { type: 'string', pattern: '^\\d{5}(-\\d{4})?$' }, description: 'A zip or ZIP+4.' } },
  },
  'GET /api/lookups/list': {
    summary: 'Several look-up lists at once',
    query: {
      types: {
        schema: { type: 'string', pattern: '^\\d{1,5}(,\\d{1,5})*$' },
        description: 'The list types, comma-separated (1,2).',
        required: true,
      },
    },
  },
  'GET /api/lookups/:name': {
    summary: 'One look-up list, by type number or name',
    path: { name: { schema: { type: 'string', maxLength: 80 }, description: "The list's type number or name." } },
  },
  'POST /api/lookups/list': {
    summary: 'Several look-up lists at once',
    body: json({
      description: 'The list types, as an array or as { types }.',
      anyOf: [
        {
          type: 'array',
          maxItems: MAX_LIST_TYPES,
          items: wholeNumberSchema({ min: 0, max: 32_767 }),
        },
        object(
          { types: { type: 'array', maxItems: MAX_LIST_TYPES, items: wholeNumberSchema({ min: 0, max: 32_767 }) } },
          ['types'],
        ),
      ],
    }),
  },
  'GET /api/eloan/mortgagerates': { summary: 'The mortgage rates in force today' },
  'GET /api/common/ratescredit': { summary: "Today's 30-year fixed rate and the credit score we lend from" },
  'GET /api/loan/allofficers': { summary: "Every active loan officer's licences" },
  'GET /api/loan/officers': {
    summary: 'Loan officers licensed in a state',
    query: {
      state: {
        schema: { type: 'string', enum: [...STATES.map((state) => state.value), '0', ''] },
        description: 'A USPS state code (any letter case); 0 or empty for every state.',
      },
    },
  },

  // Profile
  'GET /api/profile': { summary: "The borrower's profile: the form's fields, the saved values, the document" },
  'POST /api/profile': {
    summary: "Save the borrower's profile",
    description:
      "Checked with the profile form; the account's own name, e-mail and phone always come from the account.",
    body: json(
      formFields(
        'profile',
        {
          properties: {
            revision: { ...REVISION, description: 'The revision read (0 before the first save).' },
            formVersion: { ...ID, description: 'The version the page rendered.' },
          },
        },
        {
          setByServer: {
            firstName: 'the account',
            lastName: 'the account',
            email: 'the account',
            cellPhone: 'the account',
            photoId: 'the document uploaded (POST /api/profile/document)',
          },
        },
      ),
    ),
    refusals: [409],
  },
  'POST /api/profile/document': {
    summary: 'Upload the profile document (PNG, JPG or PDF)',
    body: { media: 'multipart/form-data', schema: BINARY_FILE },
  },
  'GET /api/profile/document': { summary: 'The profile document', fileTypes: STORED_FILE_TYPES },
  'POST /api/profile/delete': { summary: 'Delete the profile document' },
  'GET /api/staff/borrowers/:id/profile-document': {
    summary: "A borrower's profile document, for the staff of one of their loans",
    path: { id: id('The borrower.') },
    fileTypes: STORED_FILE_TYPES,
  },

  // Staff
  'POST /api/staff/signin': {
    summary: 'Staff sign-in, first step: the password',
    body: json(
      object({ email: EMAIL, password: { type: 'string', minLength: 1, maxLength: 1000 } }, ['email', 'password']),
    ),
    refusals: [401, 429],
  },
  'POST /api/staff/verify': {
    summary: "Staff sign-in, second step: the authenticator's code",
    body: json(
      object(
        {
          challenge: { type: 'string', minLength: 1, maxLength: 200, description: 'From the first step.' },
          code: { type: 'string', pattern: '^\\s*\\d{6}\\s*$', description: "The authenticator app's 6-digit code." },
        },
        ['challenge', 'code'],
      ),
    ),
    refusals: [401, 429],
  },
  'POST /api/staff/accept': {
    summary: 'Choose a password from an invitation or reset link',
    body: json(
      object(
        {
          token: { type: 'string', minLength: 1, maxLength: 200, description: "The link's token." },
          password: text(PASSWORD_MAX_LENGTH, 'The new password.', PASSWORD_MIN_LENGTH),
        },
        ['token', 'password'],
      ),
    ),
    refusals: [401, 429],
  },
  'GET /api/staff/members': { summary: 'The staff accounts (admins)' },
  'POST /api/staff/members': {
    summary: 'Invite a staff member (admins)',
    body: json(
      object(
        {
          email: EMAIL,
          first_name: NAME('First name.'),
          last_name: NAME('Last name.'),
          role: { type: 'string', enum: [...STAFF_ROLE_NAMES] },
          nmls_id: { type: 'string', pattern: '^\\d{1,12}$', description: 'Required for a loan officer.' },
        },
        ['email', 'first_name', 'last_name', 'role'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/members/:id/disable': { summary: 'Disable a staff account', path: { id: id('The member.') } },
  'POST /api/staff/members/:id/enable': { summary: 'Enable a staff account again', path: { id: id('The member.') } },
  'POST /api/staff/members/:id/reset': { summary: 'E-mail a password reset link', path: { id: id('The member.') } },
  'POST /api/staff/members/:id/unlock': { summary: "Lift a member's sign-in pause", path: { id: id('The member.') } },
  'GET /api/staff/audit': { summary: 'The audit log (admins)' },
  'GET /api/staff/pipeline': { summary: "The staff member's loans (every loan for compliance and admins)" },
  'GET /api/staff/loans/:id': { summary: 'One loan as its staff see it', path: { id: id('The loan.') } },
  'POST /api/staff/loans/:id/milestone': {
    summary: "Move the loan's milestone",
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          milestone: { type: 'string', enum: MILESTONES.map((step) => step.milestone) },
          revision: { ...REVISION, description: "The loan's revision read." },
        },
        ['milestone', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/loans/:id/decision': {
    summary: "Record the lender's decision",
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          status: { type: 'string', enum: Object.keys(LOAN_STATUS_NAMES).filter((status) => status !== 'open') },
          revision: { ...REVISION, description: "The loan's revision read." },
          conditions: {
            type: 'array',
            minItems: 1,
            maxItems: 20,
            description: 'With status conditional: a document of a type, or a written answer.',
            items: object({
              documentTypeId: ID,
              title: text(120, 'What a written answer is about.'),
              details: text(1000, 'More about it.'),
            }),
          },
        },
        ['status', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/loans/:id/notifications': {
    summary: "Post a notification to the loan's borrowers",
    path: { id: id('The loan.') },
    body: json(object({ title: text(120, 'Title.', 1), body: text(2000, 'The message.', 1) }, ['title', 'body'])),
  },
  'POST /api/staff/loans/:id/requests': {
    summary: 'Ask the borrower for information or a document',
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          title: text(120, 'What is asked.', 1),
          details: text(2000, 'More about it.'),
          kind: { type: 'string', enum: ['information', 'document'], description: 'information when absent.' },
        },
        ['title'],
      ),
    ),
  },
  'POST /api/staff/loans/:id/consents': {
    summary: "Ask for the borrower's consent",
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          kind: { type: 'string', enum: ['esign', 'credit-report', 'privacy', 'other'] },
          title: text(120, 'Title.', 1),
          question: text(2000, 'The question.', 1),
          selfApproved: { type: 'boolean', description: 'Recorded as given on the borrower’s behalf.' },
        },
        ['kind', 'title', 'question'],
      ),
    ),
  },
  'POST /api/staff/loans/:id/processor': {
    summary: "Set (or clear) the loan's processor",
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          processorId: { anyOf: [ID, { type: 'null' }], description: 'The processor, or null to clear.' },
          revision: { ...REVISION, description: "The loan's revision read." },
        },
        ['processorId', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/loans/:id/officer': {
    summary: "Assign the loan's officer (admins, with a reason)",
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          officerId: ID,
          reason: text(500, 'Why.', 1),
          revision: { ...REVISION, description: "The loan's revision read." },
        },
        ['officerId', 'reason', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/loans/:id/facts': {
    summary: 'Record the loan amount, issuing authority and estimated closing',
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          loanAmount: {
            anyOf: [
              { type: 'number', exclusiveMinimum: 0, maximum: LOAN_AMOUNT_MAX },
              { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' },
            ],
            description: 'In dollars, at most two decimals.',
          },
          issuingAuthority: { type: 'string', enum: [...ISSUING_AUTHORITIES, ''] },
          estCloseDate: DAY,
          revision: { ...REVISION, description: "The loan's revision read." },
        },
        ['revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/loans/:id/rate-lock': {
    summary: 'Record a rate lock',
    path: { id: id('The loan.') },
    body: json(
      object(
        {
          rate: {
            anyOf: [
              { type: 'number', minimum: RATE_RANGE.min, maximum: RATE_RANGE.max },
              { type: 'string', pattern: '^\\d+(\\.\\d{1,3})?$' },
            ],
            description: 'In percent, up to three decimals.',
          },
          lockedOn: DAY,
          expiresOn: DAY,
          revision: { ...REVISION, description: "The loan's revision read." },
        },
        ['rate', 'lockedOn', 'expiresOn', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'GET /api/staff/invitations': { summary: "The loan officer's invitations" },
  'POST /api/staff/invitations': {
    summary: 'Invite a borrower to work with the loan officer',
    body: json(
      object(
        {
          email: EMAIL,
          propertyAddress: text(PROPERTY_ADDRESS_MAX, 'The property, if known.'),
          message: text(INVITATION_MESSAGE_MAX, 'A message to the borrower.'),
        },
        ['email'],
      ),
    ),
    refusals: [429],
  },
  'GET /api/invitations': { summary: "The borrower's open invitations from loan officers" },
  'POST /api/invitations/:id/accept': {
    summary: "Accept an invitation (the officer takes the borrower's loan in progress that has none, else a new loan)",
    path: { id: id('The invitation.') },
  },
  'POST /api/invitations/:id/decline': { summary: 'Decline an invitation', path: { id: id('The invitation.') } },
  'GET /api/staff/preapprovals': { summary: 'Pre-approvals in the staff pipeline' },
  'GET /api/staff/preapprovals/:id': {
    summary: "One pre-approval's answers and the amount rule's figures",
    path: { id: id('The pre-approval.') },
  },

  // Compliance studio
  'GET /api/staff/forms': { summary: 'Every form with its versions and the records filled on each' },
  'GET /api/staff/forms/:formId': { summary: 'One form and its open draft', path: { formId: FORM_ID_PARAMETER } },
  'GET /api/staff/forms/:formId/history': { summary: "A form's history", path: { formId: FORM_ID_PARAMETER } },
  'GET /api/staff/forms/:formId/compare': {
    summary: 'The differences between two versions',
    path: { formId: FORM_ID_PARAMETER },
    query: {
      from: { schema: { anyOf: [ID, { const: 'draft' }] }, description: "A version, or 'draft'.", required: true },
      to: { schema: { anyOf: [ID, { const: 'draft' }] }, description: "A version, or 'draft'.", required: true },
    },
  },
  'POST /api/staff/forms/:formId/draft': {
    summary: 'Open a draft (a copy of the newest version)',
    path: { formId: FORM_ID_PARAMETER },
    refusals: [409],
  },
  'PUT /api/staff/forms/:formId/draft': {
    summary: 'Save the draft at the revision read',
    path: { formId: FORM_ID_PARAMETER },
    body: json(
      object(
        {
          ...DRAFT_AT,
          definition: { type: 'object', description: 'The whole definition (id, version, schema, uiSchema, …).' },
          fixtures: object(
            {
              valid: { type: 'array', items: { type: 'object' } },
              invalid: {
                type: 'array',
                items: object({ data: { type: 'object' }, errors: { type: 'object' } }, ['data', 'errors']),
              },
            },
            ['valid', 'invalid'],
            'Examples of valid and invalid records.',
          ),
        },
        ['version', 'revision', 'definition'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/draft/examples/refresh': {
    summary: "Let the wrong-answer examples expect the draft's messages",
    path: { formId: FORM_ID_PARAMETER },
    body: json(object(DRAFT_AT, ['version', 'revision'])),
    refusals: [409],
  },
  'GET /api/staff/forms/:formId/draft/checks': {
    summary: "The studio's checks of the stored draft",
    path: { formId: FORM_ID_PARAMETER },
  },
  'GET /api/staff/forms/:formId/draft/impact': {
    summary: 'What the draft would do to the records in progress',
    path: { formId: FORM_ID_PARAMETER },
  },
  'GET /api/staff/forms/:formId/draft/:revision/validator.js': {
    summary: "The draft's validators, for the studio's preview (a signed address)",
    path: { formId: FORM_ID_PARAMETER, revision: id("The draft's revision.") },
    query: {
      s: { schema: { type: 'string', maxLength: 200 }, description: "The address's signature.", required: true },
    },
  },
  'POST /api/staff/forms/:formId/draft/review': {
    summary: 'Ask for review',
    path: { formId: FORM_ID_PARAMETER },
    body: json(object({ ...DRAFT_AT, words: text(5000, 'A note for the reviewer.') }, ['version', 'revision'])),
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/draft/approve': {
    summary: 'Approve the draft (someone who did not work on it)',
    path: { formId: FORM_ID_PARAMETER },
    body: json(object({ ...DRAFT_AT, words: text(5000, 'A note.') }, ['version', 'revision'])),
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/draft/return': {
    summary: 'Return the draft to editing',
    path: { formId: FORM_ID_PARAMETER },
    body: json(object({ ...DRAFT_AT, words: text(5000, 'Why.') }, ['version', 'revision'])),
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/draft/publish': {
    summary: 'Publish the approved draft, now or at a time',
    path: { formId: FORM_ID_PARAMETER },
    body: json(
      object(
        {
          ...DRAFT_AT,
          at: {
            type: 'string',
            format: 'date-time',
            description: 'When to publish (ISO 8601 with a zone); now when absent.',
          },
        },
        ['version', 'revision'],
      ),
    ),
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/versions/:version/retire': {
    summary: 'Retire a version (its records keep it)',
    path: { formId: FORM_ID_PARAMETER, version: id('The version.') },
    refusals: [409],
  },
  'POST /api/staff/forms/:formId/versions/:version/rollback': {
    summary: 'Open a draft copying an earlier version',
    path: { formId: FORM_ID_PARAMETER, version: id('The version.') },
    refusals: [409],
  },

  // Dashboard
  'GET /api/dashboard/loans/:n': {
    summary: "The borrower's loans (1) or 1003 applications (0)",
    path: { n: { schema: { type: 'string', enum: ['0', '1'] }, description: '1: the loans; 0: the applications.' } },
  },
  'GET /api/loan/requests': { summary: "The borrower's open requests" },
  'POST /api/loan/requests/:id/answer': {
    summary: 'Answer an information request in writing',
    path: { id: id('The request.') },
    body: json(object({ answer: text(2000, 'The answer.', 1) }, ['answer'])),
  },
  'GET /api/dashboard/alerts': { summary: "The borrower's notifications" },
  'POST /api/dashboard/alerts/:id/read': { summary: 'Mark a notification read', path: { id: id('The notification.') } },
  'GET /api/dashboard/preapproval': { summary: "The borrower's newest pre-approval's status" },
  'GET /api/consents/request/user': { summary: 'The loans that ask for consents' },
  'GET /api/consents/request/user/:mapid': { summary: "A loan's consents", path: { mapid: id('The loan.') } },
  'GET /api/consents/request/user/:consentId/:answer': {
    summary: 'Give (1) or deny (0) a consent',
    path: {
      consentId: id('The consent.'),
      answer: { schema: { type: 'string', enum: ['0', '1'] }, description: '1 gives, 0 denies.' },
    },
  },
  'GET /api/subs/user': { summary: "The borrower's subscriptions" },
  'POST /api/subs/user': {
    summary: "Choose the borrower's subscriptions",
    body: json(
      (() => {
        const list: SchemaObject = {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: object(
            {
              subid: { ...ID, description: 'The topic.' },
              statusid: { type: 'integer', enum: [0, 1], description: '1 subscribed, 0 not.' },
            },
            ['subid', 'statusid'],
          ),
        };
        return { anyOf: [list, object({ subscriptions: list }, ['subscriptions'])] };
      })(),
    ),
  },
  'POST /api/unsubscribe': {
    summary: 'Unsubscribe from marketing mail (the link of the e-mail)',
    description:
      'The subscriber and signature come in the query (one-click, RFC 8058: a form-encoded body ' +
      '`List-Unsubscribe=One-Click`) or in a JSON body.',
    query: {
      s: { schema: ID, description: 'The subscriber.' },
      t: { schema: { type: 'string', maxLength: 200 }, description: "The link's signature." },
    },
    body: json(object({ s: ID, t: { type: 'string', maxLength: 200 } }), false),
  },

  // Pre-approval
  'GET /api/pre/progress': { summary: 'The wizard as the borrower left it' },
  'POST /api/pre/progress': {
    summary: "Keep the wizard's progress",
    body: json(
      object({
        formVersion: { ...ID, description: 'The version the wizard rendered.' },
        revision: { ...REVISION, description: 'The revision read (0 before the first save).' },
        data: formFields('preapproval', {}, { partial: true }),
      }),
    ),
    refusals: [409],
  },
  'POST /api/pre/progress/discard': { summary: 'Clear the saved wizard' },
  'POST /api/pre/setapproval': {
    summary: 'Submit the pre-approval (the letter is made)',
    body: json(
      object(
        {
          formVersion: { ...ID, description: 'The version the wizard rendered.' },
          revision: { ...REVISION, description: 'The revision read.' },
          data: formFields('preapproval'),
        },
        ['data'],
      ),
    ),
    refusals: [409],
  },
  'GET /api/pre/getletter/:id': { summary: "A pre-approval's result", path: { id: id('The pre-approval.') } },
  'GET /api/pre/getletters': { summary: "The borrower's pre-approval letters" },
  'GET /api/pre/letter/:id/pdf': {
    summary: 'A pre-approval letter (PDF)',
    path: { id: id('The pre-approval.') },
    fileTypes: ['application/pdf'],
  },

  // Co-borrowers
  'GET /api/eloan/participants': { summary: "The people of the borrower's applications and their invitations" },
  'POST /api/eloan/participants/invite': {
    summary: 'Invite a co-borrower to take part (with the owner’s consent to share)',
    body: json(
      object(
        {
          _id: { ...ID, description: 'The application.' },
          mapid: { ...wholeNumberSchema({ min: 2, max: 7 }), description: 'The person to invite.' },
          consent: { type: 'boolean', const: true, description: 'The owner agrees to share the application.' },
          consentVersion: { ...ID, description: `The consent's words' version (${PARTICIPATION_CONSENT.version}).` },
        },
        ['_id', 'mapid', 'consent', 'consentVersion'],
      ),
    ),
    refusals: [409, 429],
  },
  'GET /api/participant-invitations': { summary: 'Invitations to take part sent to the borrower' },
  'POST /api/participant-invitations/:id/accept': {
    summary: 'Take part in an application',
    path: { id: id('The invitation.') },
  },
  'POST /api/participant-invitations/:id/decline': {
    summary: 'Decline to take part',
    path: { id: id('The invitation.') },
  },
  'GET /api/eloan/participation': { summary: 'The applications the borrower takes part in' },
  'POST /api/eloan/participation/:id/authorization': {
    summary: "A co-borrower's own authorization",
    path: { id: id('The application.') },
    body: json(
      object(
        {
          acceptAggrement: { type: 'boolean', const: true, description: 'I AGREE (the spec’s spelling).' },
          agreementVersion: { type: 'integer', enum: [AUTHORIZATION_AGREEMENT.version] },
        },
        ['acceptAggrement'],
      ),
    ),
    refusals: [409],
  },

  // The 1003
  'POST /api/eloan/agreement': {
    summary: 'Agree to the authorization and start an application',
    body: json(
      object(
        {
          acceptAggrement: { type: 'boolean', const: true, description: 'I AGREE (the spec’s spelling).' },
          agreementVersion: {
            type: 'integer',
            enum: [AUTHORIZATION_AGREEMENT.version],
            description: 'The version of the words shown.',
          },
          preapprovalId: { ...ID, description: "Start from the borrower's own submitted pre-approval." },
        },
        ['acceptAggrement'],
      ),
    ),
  },
  'POST /api/eloan/form1003': {
    summary: 'Save one stage of the application (Submit on the last)',
    description: `${ID_OR_DIGITS_NOTE} Exactly one stage key; \`partial\` keeps answers missing (Save & Finish Later).`,
    body: json(
      stageValue({
        _id: { ...ID, description: 'The application (stage 1 may come without it, right after the agreement).' },
        revision: { ...REVISION, description: 'The revision read.' },
        statusIndicator: { type: 'integer', enum: [0, 1], description: '1 submits (the last stage).' },
        emailIndicator: { type: 'integer', enum: [0, 1], description: '1 e-mails a link to come back.' },
        partial: { type: 'boolean', description: 'Save & Finish Later.' },
        mapid: { ...wholeNumberSchema({ min: 1, max: 7 }), description: 'The applicant on screen.' },
        formId: { type: 'string', description: "The stage's form." },
        formVersion: { ...ID, description: 'The version the page rendered.' },
      }),
    ),
    refusals: [409],
  },
  'GET /api/eloan/form1003': { summary: "The borrower's newest saved application" },
  'GET /api/eloan/form1003/list/:list/:id': {
    summary: "An application's applicants (1) or co-borrowers (2)",
    path: {
      list: { schema: { type: 'string', enum: ['1', '2'] }, description: 'Which list.' },
      id: id('The application.'),
    },
  },
  'GET /api/eloan/form1003/:stage/:id': {
    summary: 'One stage of an application, with its definition version and draft',
    path: { stage: { schema: STAGE_NUMBER, description: 'The stage.' }, id: id('The application.') },
  },
  'GET /api/eloan/saved': { summary: "The borrower's saved and completed applications" },
  'GET /api/eloanraw/:id': { summary: 'The whole application', path: { id: id('The application.') } },
  'POST /api/eloan/draft': {
    summary: "Keep a stage's typing draft",
    body: json(
      object(
        {
          _id: { ...ID, description: 'The application.' },
          stage: STAGE_NUMBER,
          revision: { ...REVISION, description: 'The revision the draft is based on.' },
          data: { type: 'object', description: "The stage's values as typed." },
        },
        ['_id', 'stage', 'data'],
      ),
    ),
  },
  'POST /api/eloan/form1003/:id/discard': {
    summary: 'Discard an application never submitted',
    path: { id: id('The application.') },
  },
  'DELETE /api/eloan/draft/:id/:stage': {
    summary: "Discard a stage's typing draft",
    path: { id: id('The application.'), stage: { schema: STAGE_NUMBER, description: 'The stage.' } },
  },
  'POST /api/eloan/short': {
    summary: 'Submit the short application',
    body: json(
      formFields(
        SHORT_APPLICATION.formId,
        { properties: { formVersion: { ...ID, description: 'The version the page rendered.' } } },
        { setByServer: { 'borrower.firstName': "the account's name", 'borrower.lastName': "the account's name" } },
      ),
    ),
  },
  'GET /api/eloan/pdf/:id': {
    summary: "The application's PDF",
    path: { id: id('The application.') },
    fileTypes: ['application/pdf'],
    refusals: [503],
  },
  'GET /api/eloan/mismo/:id': {
    summary: 'The MISMO 3.4 lender file of a submitted application',
    path: { id: id('The application.') },
  },
  'GET /api/staff/loans/:id/applications': { summary: "A loan's applications", path: { id: id('The loan.') } },
  'POST /api/staff/applications/:id/stages/:stage': {
    summary: "Correct one stage of a borrower's application",
    path: { id: id('The application.'), stage: { schema: STAGE_NUMBER, description: 'The stage.' } },
    body: json(
      stageValue({
        revision: { ...REVISION, description: 'The revision read.' },
        formVersion: { ...ID, description: 'The version the page rendered.' },
      }),
    ),
    refusals: [409],
  },
  'POST /api/staff/applications/:id/complete': {
    summary: 'Mark a submitted application Completed',
    path: { id: id('The application.') },
    body: json(object({ revision: { ...REVISION, description: 'The revision read.' } })),
    refusals: [409],
  },

  // Documents
  'POST /api/doc/getsignedurls': {
    summary: 'A signed address to upload one file to',
    body: json({
      anyOf: [
        object(
          {
            type: {
              not: { type: 'string', pattern: '^[Pp][Rr][Ee]$' },
              description: 'Anything but PRE (or nothing): a loan document.',
            },
            ofileName: FILE_NAME,
            size: { type: 'integer', minimum: 0, description: 'The size in bytes.' },
            loannumber: { type: 'string', minLength: 1, maxLength: 40, description: 'The loan.' },
          },
          ['ofileName', 'loannumber'],
        ),
        object(
          {
            type: { type: 'string', pattern: '^[Pp][Rr][Ee]$', description: 'PRE: a pre-approval document.' },
            ofileName: FILE_NAME,
            size: { type: 'integer', minimum: 0, description: 'The size in bytes.' },
            folder: { ...ID, description: 'The pre-approval.' },
            docTypeId: { ...ID, description: 'The document type.' },
          },
          ['type', 'ofileName', 'folder', 'docTypeId'],
        ),
      ],
    }),
    refusals: [409, 429],
  },
  'PUT /api/doc/upload/:slot': {
    summary: 'Upload the file to a signed address (no session: the signature stands for it)',
    path: { slot: id('The upload slot.') },
    query: {
      e: { schema: { type: 'string', maxLength: 40 }, description: 'When the address expires.', required: true },
      s: { schema: { type: 'string', maxLength: 200 }, description: "The address's signature.", required: true },
    },
    body: { media: 'multipart/form-data', schema: BINARY_FILE },
    refusals: [403, 409],
  },
  'POST /api/doc/movedoc': {
    summary: 'Move an uploaded file to its target name',
    body: json(
      object(
        {
          source: { type: 'string', minLength: 1, maxLength: 400, description: "The upload's blob name." },
          target: { type: 'string', minLength: 1, maxLength: 400, description: 'The target its address named.' },
        },
        ['source', 'target'],
      ),
    ),
    refusals: [409],
  },
  'GET /api/stakes': {
    summary: "A loan's stakeholders",
    query: { l: { schema: ID, description: 'The loan.', required: true } },
  },
  'GET /api/doc/loans': { summary: "The borrower's loans, for the documents' picker" },
  'GET /api/doc/types/:n': {
    summary: "A loan's document types and their fields",
    path: { n: id('The loan.') },
  },
  'GET /api/doc': {
    summary: "A loan's documents",
    query: {
      l: { schema: ID, description: 'The loan.', required: true },
      t: { schema: { anyOf: [ID, { const: -100 }] }, description: 'A document type, or -100 for all.' },
    },
  },
  'GET /api/docaccess': {
    summary: "Who at the lender opened a loan's documents",
    query: {
      l: { schema: ID, description: 'The loan.', required: true },
      t: { schema: { anyOf: [ID, { const: -100 }] }, description: 'A document type, or -100 for all.' },
    },
  },
  'POST /api/doc': {
    summary: 'Register an uploaded file as a document of a loan, with its fields',
    description: "The fields are those of the document type's form definition (doc-paystub, …).",
    body: json({
      anyOf: DOCUMENT_FORMS.map((formId) =>
        formFields(formId, {
          properties: {
            loanid: { ...ID, description: 'The loan.' },
            typeid: { ...ID, description: 'The document type.' },
            req: object({ fileName: { type: 'string', minLength: 1, description: 'The target name.' } }),
            docname: text(200, 'A name for it.'),
            docinfo: text(1000, 'More about it.'),
            formId: { type: 'string', const: formId },
            formVersion: ID,
          },
          required: ['loanid', 'typeid'],
        }),
      ),
    }),
    refusals: [409],
  },
  'POST /api/doc/submit': {
    summary: "Submit a loan's documents of a type",
    body: json(
      object(
        {
          loanid: { ...ID, description: 'The loan.' },
          typeid: { ...ID, description: 'The document type.' },
          approval: { type: 'integer', enum: [0, 1], description: "Staff: 0 asks for the borrower's approval." },
        },
        ['loanid', 'typeid'],
      ),
    ),
    refusals: [409],
  },
  'DELETE /api/doc': {
    summary: 'Delete a draft document',
    query: { d: { schema: ID, description: 'The document.', required: true } },
  },
  'POST /api/doc/getdocurl': {
    summary: 'A document, shown inline',
    body: json(
      object({ doc: { type: 'string', minLength: 1, maxLength: 400, description: 'Its blob name.' } }, ['doc']),
    ),
    fileTypes: STORED_FILE_TYPES,
  },
  'POST /api/doc/setapproval': {
    summary: 'Approve or deny documents the lender sent',
    body: json(
      object(
        {
          loan_id: { ...ID, description: 'The loan.' },
          consent_array: {
            type: 'array',
            minItems: 1,
            description: 'The answers (the first 500 are read).',
            items: object(
              {
                version_identifier: { type: 'string', minLength: 1, maxLength: 100 },
                consent: { type: 'string', enum: ['accepted', 'denied'] },
              },
              ['version_identifier', 'consent'],
            ),
          },
        },
        ['loan_id', 'consent_array'],
      ),
    ),
  },
  'POST /api/doc/getconsent': {
    summary: "The borrower's consent to documents of a loan",
    body: json(object({ loan_id: { ...ID, description: 'The loan.' } }, ['loan_id'])),
  },
  'POST /api/doc/setconsent': {
    summary: "Answer a loan's document consent",
    refusals: [409],
    body: json(
      object(
        { loan_id: { ...ID, description: 'The loan.' }, consent: { type: 'string', enum: ['accepted', 'denied'] } },
        ['loan_id', 'consent'],
      ),
    ),
  },
  'GET /api/staff/loans/:id/documents': {
    summary: "A loan's documents as its staff work them",
    path: { id: id('The loan.') },
  },
  'POST /api/staff/loans/:id/document-requests': {
    summary: 'Ask for a document of a type',
    path: { id: id('The loan.') },
    body: json(
      object({ documentTypeId: { ...ID, description: 'The type.' }, details: text(2000, 'More about it.') }, [
        'documentTypeId',
      ]),
    ),
  },
  'POST /api/staff/documents/:id/review': {
    summary: 'Accept or reject an upload',
    path: { id: id('The document.') },
    body: json(
      object(
        { decision: { type: 'string', enum: ['accepted', 'rejected'] }, reason: text(500, 'Why, for a rejection.') },
        ['decision'],
      ),
    ),
    refusals: [409],
  },
  'GET /api/staff/preapprovals/:id/documents': {
    summary: "A pre-approval's documents as its officer works them",
    path: { id: id('The pre-approval.') },
  },
  'POST /api/staff/preapprovals/:id/document-requests': {
    summary: 'Ask for documents of a pre-approval',
    path: { id: id('The pre-approval.') },
    body: json(
      object(
        {
          documentTypeIds: { type: 'array', minItems: 1, items: ID, description: 'The types (the first 50 are read).' },
          details: text(2000, 'More about it.'),
        },
        ['documentTypeIds'],
      ),
    ),
  },
  'GET /api/pre/getdocrequests': { summary: "The borrower's pre-approvals, with the documents asked of each" },
  'GET /api/pre/assigndoctypes/:id': {
    summary: "A pre-approval's document types, those asked for checked",
    path: { id: id('The pre-approval.') },
  },
  'GET /api/pre/getdocuments/:id/:n': {
    summary: "A page of a pre-approval's documents",
    path: {
      id: id('The pre-approval.'),
      n: { schema: wholeNumberSchema({ min: 0, max: INT4_MAX }), description: 'The page, from 0.' },
    },
  },
  'POST /api/pre/adddocument': {
    summary: 'Register an uploaded file as a document of a pre-approval',
    body: json(
      object(
        {
          mapid: { ...ID, description: 'The pre-approval.' },
          docTypeId: { ...ID, description: 'The document type.' },
          doctype: { type: 'string', maxLength: 200, description: "The type's name (shown only)." },
          docname: text(200, 'A name for it.', 1),
          docinfo: text(1000, 'More about it.', 1),
          req: object({ fileName: { type: 'string', minLength: 1, description: 'The target name.' } }, ['fileName']),
        },
        ['mapid', 'docTypeId', 'docname', 'docinfo', 'req'],
      ),
    ),
    refusals: [409],
  },
  'DELETE /api/pre/document/:id': {
    summary: 'Delete a pre-approval document',
    path: { id: id('The document.') },
  },
};
