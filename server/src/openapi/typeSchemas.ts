import ts from 'typescript';
import type { JsonTypeName, SchemaObject } from './jsonSchema.ts';

/**
 * JSON Schemas of TypeScript types, read with the type checker: what a value of the type looks like once
 * JSON.stringify has written it (dates as ISO strings, undefined properties left out, functions dropped). Named
 * interfaces and aliases of our own code become shared schemas under `components/schemas`, with their doc comments as
 * descriptions, so the contract reads like common/'s reply types; generic instances are written out where they are
 * used. Only the generator imports this (it needs the TypeScript compiler).
 */

/** Where a shared schema is referred to from. */
export const SCHEMA_REF_PREFIX = '#/components/schemas/';

// Types past this depth of anonymous nesting are left open ({}): only a self-referring anonymous type gets there.
const MAX_ANONYMOUS_DEPTH = 24;

/** Whether a declaration is part of our code (not the TypeScript library or a package). */
function isOwnDeclaration(declaration: ts.Declaration): boolean {
  return !declaration.getSourceFile().fileName.includes('/node_modules/');
}

// A property's description is written beside its schema; comparisons look at the schema alone.
function withoutDescription(schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema) return undefined;
  const { description: _description, ...rest } = schema;
  return rest;
}

function documentationOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text === '' ? undefined : text.replace(/\s*\n\s*/g, ' ');
}

/** Writes the schemas of types, sharing each named type once. */
export class TypeSchemaWriter {
  /** The shared schemas written so far, by name. */
  readonly schemas = new Map<string, SchemaObject>();
  private readonly names = new Map<ts.Symbol, string>();
  private depth = 0;

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The schema of a type as JSON carries it; undefined for a type JSON leaves out (undefined, void, a function). */
  schemaOf(type: ts.Type): SchemaObject | undefined {
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return undefined;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: this.isTrue(type) };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) {
      return { type: 'string' };
    }
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral)) return { type: 'integer' };
    if (flags & ts.TypeFlags.Union) return this.shared(type, () => this.unionSchema(type as ts.UnionType));
    if (flags & ts.TypeFlags.TypeParameter) {
      const constraint = this.checker.getBaseConstraintOfType(type);
      return constraint && constraint !== type ? this.schemaOf(constraint) : {};
    }
    if (flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) return this.objectLikeSchema(type);
    return {};
  }

  private isTrue(type: ts.Type): boolean {
    return this.checker.typeToString(type) === 'true';
  }

  private unionSchema(union: ts.UnionType): SchemaObject | undefined {
    const members = union.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    if (members.length === 0) return undefined;
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const schemas: SchemaObject[] = [];
    // true | false is how the checker spells boolean.
    if (booleans.length === 2) schemas.push({ type: 'boolean' });
    else if (booleans.length === 1 && booleans[0]) schemas.push({ type: 'boolean', const: this.isTrue(booleans[0]) });
    const literals = rest.filter((member) => member.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
    if (literals.length > 1) {
      const values = literals.map((member) => (member as ts.LiteralType).value as string | number);
      const types = [
        ...new Set(values.map((value): JsonTypeName => (typeof value === 'string' ? 'string' : 'number'))),
      ];
      schemas.push({ type: types.length === 1 ? types[0] : types, enum: values });
    }
    for (const member of rest) {
      if (literals.length > 1 && literals.includes(member)) continue;
      const schema = this.schemaOf(member);
      if (schema) schemas.push(schema);
    }
    return schemas.length === 1 ? schemas[0] : { anyOf: schemas };
  }

  private objectLikeSchema(type: ts.Type): SchemaObject {
    const name = type.getSymbol()?.getName();
    // JSON.stringify writes a Date with its toJSON: an ISO 8601 moment.
    if (name === 'Date') return { type: 'string', format: 'date-time' };
    if (this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference).map((item) => this.schemaOf(item) ?? {});
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (this.checker.isArrayType(type)) {
      const [item] = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: (item && this.schemaOf(item)) ?? {} };
    }
    return this.genericInstance(type) ?? this.shared(type, () => this.inlineObject(type)) ?? {};
  }

  /**
   * An instance of a generic interface of ours (Envelope<LoanReply>): the interface is shared once, its type
   * parameters left open, and the instance refers to it with the schemas of the properties its arguments change.
   */
  private genericInstance(type: ts.Type): SchemaObject | undefined {
    if (!(type.flags & ts.TypeFlags.Object) || !((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference)) {
      return undefined;
    }
    const reference = type as ts.TypeReference;
    const symbol = reference.target.getSymbol();
    if (
      this.checker.getTypeArguments(reference).length === 0 ||
      !symbol ||
      !(symbol.flags & ts.SymbolFlags.Interface) ||
      !(symbol.getDeclarations() ?? []).every(isOwnDeclaration)
    ) {
      return undefined;
    }
    const name = this.nameOf(symbol);
    if (!this.schemas.has(name)) {
      this.schemas.set(name, {});
      const schema = this.inlineObject(reference.target);
      const description = documentationOf(symbol, this.checker);
      this.schemas.set(name, description ? { description, ...schema } : schema);
    }
    const general = this.schemas.get(name)?.properties ?? {};
    const own = this.inlineObject(type).properties ?? {};
    const changed = Object.entries(own).filter(
      ([key, schema]) =>
        JSON.stringify(withoutDescription(schema)) !== JSON.stringify(withoutDescription(general[key])),
    );
    const ref = { $ref: `${SCHEMA_REF_PREFIX}${name}` };
    return changed.length === 0 ? ref : { ...ref, properties: Object.fromEntries(changed) };
  }

  /** A reference to the shared schema of a named type (written once), or the schema `write` gives when unnamed. */
  private shared(type: ts.Type, write: () => SchemaObject | undefined): SchemaObject | undefined {
    const named = this.sharedName(type);
    if (named === undefined) return write();
    if (!this.schemas.has(named)) {
      // Registered before it is written, so a type that refers to itself refers to its own name.
      this.schemas.set(named, {});
      const schema = write() ?? {};
      const symbol = type.aliasSymbol ?? type.getSymbol();
      const description = symbol ? documentationOf(symbol, this.checker) : undefined;
      this.schemas.set(named, description && !schema.description ? { description, ...schema } : schema);
    }
    return { $ref: `${SCHEMA_REF_PREFIX}${named}` };
  }

  /** The shared name of an interface or alias of our own code without type arguments; undefined to write it inline. */
  private sharedName(type: ts.Type): string | undefined {
    const alias = type.aliasSymbol;
    const symbol =
      alias && (type.aliasTypeArguments?.length ?? 0) === 0
        ? alias
        : !alias &&
            type.getSymbol()?.flags &&
            (type.getSymbol()?.flags ?? 0) & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)
          ? type.getSymbol()
          : undefined;
    if (!symbol) return undefined;
    if (
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference) !== 0
    ) {
      // A generic interface's instance (Envelope<LoanReply>) is written where it is used.
      if (this.checker.getTypeArguments(type as ts.TypeReference).length > 0) return undefined;
    }
    const declarations = symbol.getDeclarations() ?? [];
    if (declarations.length === 0 || !declarations.every(isOwnDeclaration)) return undefined;
    return this.nameOf(symbol);
  }

  /** The shared name of a symbol: its own, numbered when another symbol took it first. */
  private nameOf(symbol: ts.Symbol): string {
    const known = this.names.get(symbol);
    if (known) return known;
    const base = symbol.getName();
    let candidate = base;
    const taken = new Set(this.names.values());
    for (let count = 2; taken.has(candidate); count += 1) candidate = `${base}${count}`;
    this.names.set(symbol, candidate);
    return candidate;
  }

  private inlineObject(type: ts.Type): SchemaObject {
    if (this.depth >= MAX_ANONYMOUS_DEPTH) return {};
    this.depth += 1;
    try {
      const properties: Record<string, SchemaObject> = {};
      const required: string[] = [];
      for (const property of this.checker.getPropertiesOfType(type)) {
        if (property.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Prototype)) continue;
        const declaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
        const propertyType = declaration
          ? this.checker.getTypeOfSymbolAtLocation(property, declaration)
          : this.checker.getDeclaredTypeOfSymbol(property);
        if (
          propertyType.getCallSignatures().length > 0 &&
          this.checker.getPropertiesOfType(propertyType).length === 0
        ) {
          continue;
        }
        const schema = this.schemaOf(propertyType);
        if (!schema) continue;
        const description = documentationOf(property, this.checker);
        properties[property.getName()] = description && !schema.$ref ? { description, ...schema } : schema;
        const mayBeAbsent =
          (property.flags & ts.SymbolFlags.Optional) !== 0 ||
          (propertyType.flags & ts.TypeFlags.Union &&
            (propertyType as ts.UnionType).types.some((member) => member.flags & ts.TypeFlags.Undefined)) ||
          (propertyType.flags & ts.TypeFlags.Undefined) !== 0;
        if (!mayBeAbsent) required.push(property.getName());
      }
      const schema: SchemaObject = { type: 'object', properties };
      if (required.length > 0) schema.required = required;
      const index = this.checker.getIndexInfosOfType(type).find((info) => !(info.keyType.flags & ts.TypeFlags.Number));
      if (index) schema.additionalProperties = this.schemaOf(index.type) ?? {};
      return schema;
    } finally {
      this.depth -= 1;
    }
  }
}
