/**
 * The definition meta-schema as a plain document, with no validator attached: the browser's studio (its source view's
 * completion and live errors) reads it without loading ajv's compiler; metaSchema.ts compiles it on the server.
 */

/** JSON Schema of a form definition file; a staff editor can validate drafts with the same document. */
export const DEFINITION_META_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'title', 'schema', 'uiSchema', 'lookups', 'messages', 'rules'],
  properties: {
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$', maxLength: 64 },
    version: { type: 'integer', minimum: 1 },
    title: { type: 'string', minLength: 1 },
    titleWhen: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['when', 'title'],
        properties: { when: { $ref: '#/definitions/condition' }, title: { type: 'string', minLength: 1 } },
      },
    },
    description: { type: 'string' },
    schema: {
      type: 'object',
      required: ['type', 'properties', 'additionalProperties'],
      properties: {
        $schema: { const: 'http://json-schema.org/draft-07/schema#' },
        type: { const: 'object' },
        properties: { type: 'object', minProperties: 1, additionalProperties: { type: 'object' } },
        required: { type: 'array', items: { type: 'string' }, uniqueItems: true },
        additionalProperties: { const: false },
      },
    },
    uiSchema: { type: 'object' },
    lookups: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } },
    messages: {
      type: 'object',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
    },
    rules: { type: 'array', items: { $ref: '#/definitions/rule' } },
    formMessage: { type: 'string', minLength: 1 },
    steps: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'fields'],
        properties: {
          id: { type: 'string', pattern: '^[a-z][A-Za-z0-9-]*$' },
          title: { type: 'string', minLength: 1 },
          fields: { type: 'array', items: { type: 'string', minLength: 1 } },
          formMessage: { type: 'string', minLength: 1 },
          when: { $ref: '#/definitions/condition' },
          audience: { enum: ['everyone', 'visitor'] },
          display: { type: 'string', pattern: '^[a-z][A-Za-z0-9-]*$' },
          counted: { type: 'boolean' },
          summary: { type: 'array', items: { type: 'string', minLength: 1 } },
          people: { type: 'string', minLength: 1 },
        },
      },
    },
    migration: {
      type: 'object',
      additionalProperties: false,
      properties: {
        from: { type: 'integer', minimum: 1 },
        renamed: {
          type: 'object',
          propertyNames: { $ref: '#/definitions/path' },
          additionalProperties: { $ref: '#/definitions/path' },
        },
        options: {
          type: 'object',
          propertyNames: { $ref: '#/definitions/path' },
          additionalProperties: {
            type: 'object',
            minProperties: 1,
            additionalProperties: { $ref: '#/definitions/scalar' },
          },
        },
        defaults: {
          type: 'object',
          propertyNames: { $ref: '#/definitions/path' },
          additionalProperties: { $ref: '#/definitions/scalar' },
        },
      },
    },
  },
  definitions: {
    scalar: { type: ['string', 'number', 'boolean'] },
    path: { type: 'string', minLength: 1 },
    message: { type: 'string', minLength: 1 },
    condition: {
      type: 'object',
      oneOf: [
        {
          additionalProperties: false,
          required: ['path'],
          properties: {
            path: { $ref: '#/definitions/path' },
            equals: { type: ['string', 'number', 'boolean'] },
            in: { type: 'array', minItems: 1, items: { type: ['string', 'number', 'boolean'] } },
            truthy: { type: 'boolean' },
          },
        },
        {
          additionalProperties: false,
          required: ['all'],
          properties: { all: { type: 'array', minItems: 1, items: { $ref: '#/definitions/condition' } } },
        },
        {
          additionalProperties: false,
          required: ['any'],
          properties: { any: { type: 'array', minItems: 1, items: { $ref: '#/definitions/condition' } } },
        },
      ],
    },
    rule: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      discriminator: { propertyName: 'kind' },
      oneOf: [
        {
          additionalProperties: false,
          required: ['kind', 'paths', 'message'],
          properties: {
            kind: { const: 'distinct' },
            paths: { type: 'array', minItems: 1, items: { $ref: '#/definitions/path' } },
            message: { $ref: '#/definitions/message' },
          },
        },
        {
          additionalProperties: false,
          required: ['kind', 'start', 'end', 'message'],
          properties: {
            kind: { const: 'dateOrder' },
            start: { $ref: '#/definitions/path' },
            end: { $ref: '#/definitions/path' },
            message: { $ref: '#/definitions/message' },
          },
        },
        {
          additionalProperties: false,
          required: ['kind', 'path', 'when'],
          properties: {
            kind: { const: 'requiredWhen' },
            path: { $ref: '#/definitions/path' },
            when: { $ref: '#/definitions/condition' },
            message: { $ref: '#/definitions/message' },
          },
        },
        {
          additionalProperties: false,
          required: ['kind', 'path', 'other', 'message'],
          properties: {
            kind: { const: 'equals' },
            path: { $ref: '#/definitions/path' },
            other: { $ref: '#/definitions/path' },
            message: { $ref: '#/definitions/message' },
          },
        },
        {
          additionalProperties: false,
          required: ['kind', 'paths', 'message'],
          properties: {
            kind: { const: 'atLeastOne' },
            paths: { type: 'array', minItems: 2, items: { $ref: '#/definitions/path' } },
            when: { $ref: '#/definitions/condition' },
            message: { $ref: '#/definitions/message' },
          },
        },
        {
          additionalProperties: false,
          required: ['kind', 'persons', 'checks'],
          properties: {
            kind: { const: 'personChecks' },
            persons: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['key', 'label'],
                properties: {
                  key: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
                  label: { $ref: '#/definitions/message' },
                  when: { $ref: '#/definitions/condition' },
                },
              },
            },
            checks: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['message', 'paths', 'test'],
                properties: {
                  message: { $ref: '#/definitions/message' },
                  paths: { type: 'array', minItems: 1, items: { $ref: '#/definitions/path' } },
                  test: { enum: ['answered', 'anyTrue'] },
                },
              },
            },
          },
        },
      ],
    },
  },
} as const;
