/**
 * What a project refers to in its generated client, resolved through the TypeScript
 * checker (never by text): aliases and re-exports (`export * from './api/index.js'`),
 * `import type`, `typeof`, property reads, writes in object literals, destructuring,
 * `job['state']` and `Job['state']`, and the keys given to `api.request()`.
 */
import { ts } from 'ts-morph';
import { declarationPath } from './declarations.js';
import type { OpenProject } from './project.js';

export interface Usage {
  /** Every generated declaration the project reaches, and every prefix of its path. */
  touched: Set<string>;
  /** `METHOD /path` keys given to `api.request()`. */
  requestKeys: Set<string>;
  /** Some client is created with response validation on (or with a `validate` we cannot read). */
  validatesResponses: boolean;
  /** Files of the project read (generated ones excluded). */
  files: number;
  /** Files left unread for their size (usage/project.ts, MAX_SOURCE_BYTES). */
  skipped: string[];
}

export function scanProject(project: OpenProject): Usage {
  const usage: Usage = {
    touched: new Set(),
    requestKeys: new Set(),
    validatesResponses: false,
    files: project.own.length,
    skipped: project.skipped,
  };
  const own = new Set(project.own);
  const generated = (file: ts.SourceFile) => !own.has(file) && !file.isDeclarationFile;
  const record = (symbol: ts.Symbol | undefined, at: ts.Node): void => {
    for (const declaration of resolved(project.checker, symbol)?.declarations ?? []) {
      if (!generated(declaration.getSourceFile())) continue;
      const path = declarationPath(declaration);
      if (path === undefined) continue;
      touch(usage.touched, path);
      if (path === 'BaseClient.request') requestKeysAt(project.checker, at, usage.requestKeys);
      if (path === 'ClientOptions.validate' && validatesResponses(at))
        usage.validatesResponses = true;
    }
  };
  const visit = (node: ts.Node): void => {
    for (const symbol of symbolsAt(project.checker, node)) record(symbol, node);
    ts.forEachChild(node, visit);
  };
  for (const file of project.own) visit(file);
  return usage;
}

function resolved(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function touch(touched: Set<string>, path: string): void {
  const parts = path.split('.');
  for (let i = 1; i <= parts.length; i++) touched.add(parts.slice(0, i).join('.'));
}

/** The symbols a node names: itself, or the property of the type it is written into or read from. */
function symbolsAt(checker: ts.TypeChecker, node: ts.Node): (ts.Symbol | undefined)[] {
  const parent = node.parent;
  if (ts.isIdentifier(node) && parent) {
    if (
      (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) &&
      parent.name === node
    )
      return propertiesOf(
        checker,
        checker.getContextualType(parent.parent as ts.ObjectLiteralExpression),
        node.text,
      );
    if (
      ts.isBindingElement(parent) &&
      ts.isObjectBindingPattern(parent.parent) &&
      (parent.propertyName ?? parent.name) === node
    )
      return propertiesOf(checker, checker.getTypeAtLocation(parent.parent), node.text);
    return [checker.getSymbolAtLocation(node)];
  }
  if (
    ts.isStringLiteral(node) &&
    parent &&
    (ts.isElementAccessExpression(parent) || ts.isLiteralTypeNode(parent))
  )
    return [checker.getSymbolAtLocation(node)];
  return [];
}

function propertiesOf(
  checker: ts.TypeChecker,
  type: ts.Type | undefined,
  name: string,
): (ts.Symbol | undefined)[] {
  if (!type) return [];
  const members = type.isUnion() ? type.types : [type];
  return members.map((member) => checker.getPropertyOfType(member, name));
}

/** `api.request('GET /job', …)`: the literal key, or every literal the argument's type allows. */
function requestKeysAt(checker: ts.TypeChecker, at: ts.Node, keys: Set<string>): void {
  const access = at.parent;
  const call = access?.parent;
  if (
    !access ||
    !call ||
    !ts.isPropertyAccessExpression(access) ||
    !ts.isCallExpression(call) ||
    call.expression !== access
  )
    return;
  const argument = call.arguments[0];
  if (!argument) return;
  const type = checker.getTypeAtLocation(argument);
  for (const member of type.isUnion() ? type.types : [type])
    if (member.isStringLiteral()) keys.add(member.value);
}

/** `validate: 'responses' | 'both' | <anything we cannot read>` turns response validation on; `false` and `'requests'` do not. */
function validatesResponses(at: ts.Node): boolean {
  const assignment = at.parent;
  if (!assignment || !ts.isPropertyAssignment(assignment))
    return ts.isShorthandPropertyAssignment(assignment ?? at);
  const value = assignment.initializer;
  if (value.kind === ts.SyntaxKind.FalseKeyword) return false;
  return !(ts.isStringLiteral(value) && value.text === 'requests');
}
