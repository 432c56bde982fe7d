import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';

/**
 * The 1003's flow is data (forms/manifests/application.json, issue 22): the server and the pages read its stages,
 * their keys, pages and people from there. So their code names no stage of it: no stage key as a string or a
 * property (`'stageThree'`, `data.stageFive`), no stage page (`'/stage4'`), and no stage number compared
 * (`stage === 3`, `stage.stage !== 4`), handed to a stage function or component (`stageAfter(4, true)`,
 * `stage={4}`, `stages={[4]}`), taken as a fallback (`stage?.number ?? 1`) or typed (`stage: 1 | 2 | 3`).
 * Comments may. Read with the TypeScript parser, tests and test support left out.
 *
 * Three files map the 1003 to a format outside the product, stage by stage, and are the lists of what those formats
 * read: the URLA's printed layout (a stage it does not lay out is printed from its own definition), the MISMO
 * mapping and its builder. They are named here, each with its reason, and nothing else is.
 */
const MAPPINGS: Readonly<Record<string, string>> = {
  'server/src/application/applicationPdf.ts': 'the URLA layout: which stage each printed section reads',
  'server/src/export/mismoMapping.ts': 'the MISMO 3.4 mapping: which stage each exported element reads',
  'server/src/export/mismoExport.ts': 'the MISMO builder: the per-person stages it joins into each Borrower',
  'server/src/forms/studioChecks/fieldsReadByProduct.ts':
    "the studio's registry of the fields the lender file reads, by the stage mismoExport.ts reads each scope from",
};

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['server/src', 'ui/src/pages'];
// Tests and their kits (the test kit, the outage drills', the contract test's world of records) fill stages as a
// borrower would, by name; migrations are history.
const LEFT_OUT =
  /(\.test\.tsx?$|^server\/src\/testing\/|^server\/src\/drills\/|^server\/src\/openapi\/contractWorld\.ts$|^server\/src\/db\/migrations\/)/;

const KEYS = new Set(APPLICATION_MANIFEST.stages.map((stage) => stage.key));
const ROUTES = new Set(APPLICATION_MANIFEST.stages.map((stage) => stage.route));
const STAGE_NAMES = /^(stage|stageNumber|stageIndicator)$/;
const STAGE_PROPS = /^(stage|stages|stageNumber|stageIndicator)$/;
// A function or component that takes a stage: stageAfter, stagePath, isCoBorrowerStage, manifestStage, ...
const STAGE_FUNCTION = /stage/i;

/** Whether the expression is a number written out, or a list holding one. */
const writesNumber = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  (ts.isNumericLiteral(node) || (ts.isArrayLiteralExpression(node) && node.elements.some(ts.isNumericLiteral)));

/** The name a call calls (`stageAfter` of `stageAfter(…)` and of `flow.stageAfter(…)`). */
const calleeName = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

/** What in one source file names a stage of the 1003 by hand, one `line: code` per finding (empty when nothing). */
export function stageLiterals(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${line}: ${node.getText(file).split('\n')[0]}`);
  };
  const namesStage = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && STAGE_NAMES.test(node.text)) ||
    (ts.isPropertyAccessExpression(node) && STAGE_NAMES.test(node.name.text));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) && (KEYS.has(node.text) || ROUTES.has(node.text))) report(node);
    else if (ts.isTemplateExpression(node) && [...ROUTES].some((route) => node.head.text.startsWith(route))) {
      report(node);
    } else if (ts.isPropertyAccessExpression(node) && KEYS.has(node.name.text)) report(node);
    else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && KEYS.has(node.name.text)) report(node);
    else if (ts.isBinaryExpression(node)) {
      const comparison = [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(node.operatorToken.kind);
      const numberAndStage =
        (ts.isNumericLiteral(node.right) && namesStage(node.left)) ||
        (ts.isNumericLiteral(node.left) && namesStage(node.right));
      if (comparison && numberAndStage) report(node);
      const fallback = node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken;
      // `?? 0` is 'none reached', no stage.
      const stageNumber = ts.isNumericLiteral(node.right) && node.right.text !== '0';
      if (fallback && stageNumber && STAGE_FUNCTION.test(node.left.getText(file))) report(node);
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && STAGE_PROPS.test(node.name.text)) {
      const value = node.initializer;
      if (value && ts.isJsxExpression(value) && writesNumber(value.expression)) report(node);
    } else if (ts.isCallExpression(node) && STAGE_FUNCTION.test(calleeName(node) ?? '')) {
      if (node.arguments.some((argument) => writesNumber(argument))) report(node);
    } else if (ts.isPropertySignature(node) && ts.isIdentifier(node.name) && STAGE_NAMES.test(node.name.text)) {
      const type = node.type;
      const literals = type && ts.isUnionTypeNode(type) ? type.types : type ? [type] : [];
      if (literals.some((literal) => ts.isLiteralTypeNode(literal) && ts.isNumericLiteral(literal.literal))) {
        report(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`),
  )
    .filter((name) => !LEFT_OUT.test(name))
    .sort();
}

describe('the 1003 in code', () => {
  it('finds a stage named by hand in each way, and nothing in comments or imports', () => {
    const found = stageLiterals(
      'example.tsx',
      [
        "import { x } from './stageThree.ts';",
        '// stageThree, /stage4 and stage === 3 in a comment',
        "const key = 'stageThree';",
        'const value = data.stageFive;',
        "const page = '/stage4';",
        'const next = `/stage6?id=${id}`;',
        'if (stage === 3 || 5 !== stage.stage) go();',
        'const reply = { stageOne: value };',
        'if (stageIndicator === 1) go();',
        "const fine = stageKey === key && count === 3 && '/stage' + n && list.slice(0, 1) && (x ?? 2);",
        'const next = stageAfter(4, true);',
        'const page = <TakenStage stage={4} stages={[4, 5]} count={3} />;',
        'const shown = found?.stage ?? 1; const none = row?.current_stage ?? 0;',
        'interface Row { stage: 1 | 2 | 3; count: 1 | 2 }',
        'const fine2 = <Indicator stage={stage} />;',
      ].join('\n'),
    );
    expect(found).toEqual([
      "3: 'stageThree'",
      '4: data.stageFive',
      "5: '/stage4'",
      '6: `/stage6?id=${id}`',
      '7: stage === 3',
      '7: 5 !== stage.stage',
      '8: stageOne: value',
      '9: stageIndicator === 1',
      '11: stageAfter(4, true)',
      '12: stage={4}',
      '12: stages={[4, 5]}',
      '13: found?.stage ?? 1',
      '14: stage: 1 | 2 | 3;',
    ]);
  });

  it('is named nowhere in the server or the pages but in the mappings to outside formats', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const mapping of Object.keys(MAPPINGS)) expect(files, `${mapping} exists`).toContain(mapping);
    const findings = Object.fromEntries(
      files
        .filter((name) => MAPPINGS[name] === undefined)
        .map((name) => [name, stageLiterals(name, readFileSync(path.join(ROOT, name), 'utf8'))] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(findings).toEqual({});
  });
});
