import path from 'node:path';
import ts from 'typescript';
import type { SchemaObject } from './jsonSchema.ts';
import { TypeSchemaWriter } from './typeSchemas.ts';

/**
 * What each route answers on success, read from the routes' own code with the type checker: every registration
 * `router.<method>(path, …, handler)` under server/src/routes, and in its handler (and the helpers it hands `ctx` to)
 * every `ctx.body = …` with the type of what is assigned, the `ctx.status` and the content type set beside it. So a
 * reply's schema is the type its presenter returns, and a route changed or added changes the contract with it.
 */

/** The HTTP methods a router registers. */
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** How deep helpers that are handed `ctx` are followed (sendInline → sendStoredFile is two). */
const MAX_HELPER_DEPTH = 4;

/** One kind of success reply of a route. */
export interface AnalysedReply {
  status: number;
  /** The content type; undefined when the route sets it from data (a stored file's own type). */
  media: string | undefined;
  /** 'json' for a JSON body (with its schema), 'text' for a string body, 'binary' for bytes or a stream. */
  kind: 'json' | 'text' | 'binary';
  schema?: SchemaObject;
}

/** One registered route as its code says. */
export interface AnalysedRoute {
  /** 'METHOD /api/path' as listRoutes names it. */
  operation: string;
  /** The folder under server/src/routes it is registered from: the resource it belongs to. */
  resource: string;
  /** Its source file, relative to the project root. */
  source: string;
  replies: AnalysedReply[];
}

/** The routes and the shared schemas their replies refer to. */
export interface RouteAnalysis {
  routes: AnalysedRoute[];
  schemas: Record<string, SchemaObject>;
}

interface BodyFact {
  type: ts.Type;
  status: number;
  media: string | undefined;
}

/** Reads the routes of the program rooted at the API router's module. */
export function analyseRoutes(projectRoot: string, routesIndex = 'server/src/routes/index.ts'): RouteAnalysis {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot);
  const program = ts.createProgram([path.join(projectRoot, routesIndex)], { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const writer = new TypeSchemaWriter(checker);
  const routesDir = path.join(projectRoot, path.dirname(routesIndex)) + path.sep;
  const files = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(routesDir) && !file.fileName.endsWith('.test.ts'))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
  const routes: AnalysedRoute[] = [];
  for (const file of files) {
    const resource = path.relative(routesDir, file.fileName).split(path.sep)[0] ?? '';
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const registration = registrationOf(node, checker);
        if (registration) {
          const replies = repliesOf(registration.handler, checker, writer);
          for (const routePath of evaluatePaths(registration.path, checker, program)) {
            routes.push({
              operation: `${registration.method} /api${routePath}`,
              resource,
              source: path.relative(projectRoot, file.fileName),
              replies,
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const schemas = Object.fromEntries([...writer.schemas].sort(([a], [b]) => a.localeCompare(b)));
  return { routes, schemas };
}

interface Registration {
  method: string;
  path: ts.Expression;
  handler: ts.FunctionLikeDeclaration;
}

/** A `router.<method>(path, …middleware, handler)` call on the API router, or undefined. */
function registrationOf(call: ts.CallExpression, checker: ts.TypeChecker): Registration | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !METHODS.has(callee.name.text)) return undefined;
  const routerType = checker.typeToString(checker.getTypeAtLocation(callee.expression));
  if (routerType !== 'ApiRouter' && !routerType.startsWith('Router<')) return undefined;
  const [first] = call.arguments;
  const last = call.arguments[call.arguments.length - 1];
  if (!first || !last || call.arguments.length < 2) return undefined;
  if (!ts.isArrowFunction(last) && !ts.isFunctionExpression(last)) {
    throw new Error(`${positionOf(call)}: a route's handler must be written in its registration`);
  }
  return { method: callee.name.text.toUpperCase(), path: first, handler: last };
}

function positionOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName}:${line + 1}`;
}

/** The literal values of an expression's type (a literal, or a union of literals), else undefined. */
function literalValues(expression: ts.Expression, checker: ts.TypeChecker): string[] | undefined {
  const type = checker.getTypeAtLocation(expression);
  const members = type.isUnion() ? type.types : [type];
  const values = members.map((member) => (member.isStringLiteral() ? member.value : undefined));
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}

/**
 * Every path a registration's path expression can be: a literal; a template whose parts are literal unions (a route
 * registered in a loop over `['accept', 'decline'] as const`); a const; or a parameter's property (`route.path`),
 * read from the object literal each caller of the function passes.
 */
function evaluatePaths(expression: ts.Expression, checker: ts.TypeChecker, program: ts.Program): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    let results = [expression.head.text];
    for (const span of expression.templateSpans) {
      const values = literalValues(span.expression, checker);
      if (!values) throw new Error(`${positionOf(span)}: a route path part that is not a literal`);
      results = results.flatMap((prefix) => values.map((value) => `${prefix}${value}${span.literal.text}`));
    }
    return results;
  }
  const literal = literalValues(expression, checker);
  if (literal) return literal;
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
    const symbol = checker.getSymbolAtLocation(expression.expression);
    const parameter = symbol?.valueDeclaration;
    if (parameter && ts.isParameter(parameter) && ts.isFunctionDeclaration(parameter.parent)) {
      const fn = parameter.parent;
      const index = fn.parameters.indexOf(parameter);
      return callersOf(fn, checker, program).flatMap((call) => {
        const argument = call.arguments[index];
        const property =
          argument && ts.isObjectLiteralExpression(argument)
            ? argument.properties.find(
                (item): item is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(item) && item.name.getText() === expression.name.text,
              )
            : undefined;
        if (!property) throw new Error(`${positionOf(call)}: the route's ${expression.name.text} is not written here`);
        return evaluatePaths(property.initializer, checker, program);
      });
    }
  }
  throw new Error(`${positionOf(expression)}: a route path the contract generator cannot read`);
}

function callersOf(fn: ts.FunctionDeclaration, checker: ts.TypeChecker, program: ts.Program): ts.CallExpression[] {
  const target = fn.name ? checker.getSymbolAtLocation(fn.name) : undefined;
  const calls: ts.CallExpression[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || file.fileName.includes('/node_modules/')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        let symbol = checker.getSymbolAtLocation(node.expression);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        if (symbol && symbol === target) calls.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}

/** The body facts of a function: every `ctx.body = …`, with the status and content type the same function sets. */
function bodyFacts(
  fn: ts.FunctionLikeDeclaration,
  ctxName: string,
  checker: ts.TypeChecker,
  depth: number,
  seen: Set<ts.Node>,
): BodyFact[] {
  if (!fn.body || seen.has(fn) || depth > MAX_HELPER_DEPTH) return [];
  seen.add(fn);
  const bodies: ts.Expression[] = [];
  // media null: this function sets no content type; undefined: it sets one from data (a stored file's own type).
  const set: { status: number; media: string | undefined | null } = { status: 200, media: null };
  const nested: BodyFact[] = [];
  const isCtx = (node: ts.Expression) => ts.isIdentifier(node) && node.text === ctxName;
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      isCtx(node.left.expression)
    ) {
      const property = node.left.name.text;
      if (property === 'body') bodies.push(node.right);
      if (property === 'status' && ts.isNumericLiteral(node.right)) set.status = Number(node.right.text);
      if (property === 'type') set.media = ts.isStringLiteralLike(node.right) ? node.right.text : undefined;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && isCtx(callee.expression) && callee.name.text === 'set') {
        const [name, value] = node.arguments;
        if (name && ts.isStringLiteralLike(name) && name.text.toLowerCase() === 'content-type') {
          set.media = value && ts.isStringLiteralLike(value) ? value.text : undefined;
        }
      }
      const handed = node.arguments.findIndex((argument) => isCtx(argument));
      if (handed >= 0) nested.push(...helperFacts(node, handed, checker, depth, seen));
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  const own = bodies.map((expression): BodyFact => {
    const type = checker.getTypeAtLocation(expression);
    const media = set.media === null ? defaultMedia(kindOf(type, checker)) : set.media?.split(';')[0]?.trim();
    return { type, status: set.status, media };
  });
  return [...own, ...nested];
}

// A body whose content type the code does not set: Koa sends objects as JSON and strings as text.
function defaultMedia(kind: AnalysedReply['kind']): string | undefined {
  return kind === 'json' ? 'application/json' : kind === 'text' ? 'text/plain' : undefined;
}

/** The facts of the function a call hands `ctx` to, at the parameter it is handed as. */
function helperFacts(
  call: ts.CallExpression,
  argumentIndex: number,
  checker: ts.TypeChecker,
  depth: number,
  seen: Set<ts.Node>,
): BodyFact[] {
  let symbol = checker.getSymbolAtLocation(call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration ?? symbol?.getDeclarations()?.[0];
  let fn: ts.FunctionLikeDeclaration | undefined;
  if (declaration && ts.isFunctionDeclaration(declaration)) fn = declaration;
  else if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const initializer = declaration.initializer;
    if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) fn = initializer;
  }
  if (!fn || fn.getSourceFile().fileName.includes('/node_modules/')) return [];
  const parameter = fn.parameters[argumentIndex];
  if (!parameter || !ts.isIdentifier(parameter.name)) return [];
  return bodyFacts(fn, parameter.name.text, checker, depth + 1, seen);
}

/** Whether a body type is sent as JSON, as text, or as bytes (a Buffer, a typed array or a stream). */
function kindOf(type: ts.Type, checker: ts.TypeChecker): AnalysedReply['kind'] {
  const members = type.isUnion() ? type.types : [type];
  if (members.every((member) => member.flags & ts.TypeFlags.StringLike)) return 'text';
  const isBytes = (member: ts.Type) => {
    const name = member.getSymbol()?.getName() ?? '';
    return (
      ['Buffer', 'Uint8Array', 'ArrayBuffer'].includes(name) ||
      checker.getPropertiesOfType(member).some((property) => property.getName() === 'pipe')
    );
  };
  return members.some(isBytes) ? 'binary' : 'json';
}

/** The success replies of a handler: one per status and content type, the JSON ones with the schema of every body. */
function repliesOf(
  handler: ts.FunctionLikeDeclaration,
  checker: ts.TypeChecker,
  writer: TypeSchemaWriter,
): AnalysedReply[] {
  const [ctxParameter] = handler.parameters;
  if (!ctxParameter || !ts.isIdentifier(ctxParameter.name)) {
    throw new Error(`${positionOf(handler)}: a route's handler must name its context`);
  }
  const facts = bodyFacts(handler, ctxParameter.name.text, checker, 0, new Set());
  if (facts.length === 0) throw new Error(`${positionOf(handler)}: the handler sets no ctx.body`);
  const replies = new Map<string, AnalysedReply & { schemas: SchemaObject[] }>();
  for (const fact of facts) {
    const kind = kindOf(fact.type, checker);
    const key = `${fact.status} ${fact.media ?? ''} ${kind}`;
    const reply = replies.get(key) ?? { status: fact.status, media: fact.media, kind, schemas: [] };
    replies.set(key, reply);
    if (kind === 'json') {
      const schema = writer.schemaOf(fact.type) ?? {};
      if (!reply.schemas.some((known) => JSON.stringify(known) === JSON.stringify(schema))) reply.schemas.push(schema);
    }
  }
  return [...replies.values()].map(({ schemas, ...reply }) => ({
    ...reply,
    ...(reply.kind === 'json' ? { schema: schemas.length === 1 ? schemas[0] : { anyOf: schemas } } : {}),
  }));
}
