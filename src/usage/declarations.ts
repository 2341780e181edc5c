/**
 * Where a declaration sits in the generated code, as a dotted path from its top-level
 * name: `Client.job.list` (a method of the client tree), `Job.user.name` (a property,
 * through inline object types, arrays and unions), `Requests.GET /job` (a request key),
 * `BaseClient.login`. Nodes without a name of their own (type literals, array and union
 * types) are stepped over, so the path reads like the code that reaches it.
 */
import { ts } from 'ts-morph';

export function declarationPath(declaration: ts.Node): string | undefined {
  const names: string[] = [];
  for (
    let node: ts.Node | undefined = declaration;
    node && !ts.isSourceFile(node);
    node = node.parent
  ) {
    if (isMember(node)) {
      const name = memberText(node.name);
      if (name === undefined) return undefined;
      names.push(name);
    } else if (isTopLevel(node)) {
      if (!node.name || !ts.isIdentifier(node.name)) return undefined;
      names.push(node.name.text);
      return names.reverse().join('.');
    }
  }
  return undefined;
}

type Member =
  | ts.PropertySignature
  | ts.MethodSignature
  | ts.PropertyDeclaration
  | ts.MethodDeclaration
  | ts.PropertyAssignment;

function isMember(node: ts.Node): node is Member {
  return (
    ts.isPropertySignature(node) ||
    ts.isMethodSignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isPropertyAssignment(node)
  );
}

type TopLevel =
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration
  | ts.ClassDeclaration
  | ts.FunctionDeclaration
  | ts.EnumDeclaration
  | ts.VariableDeclaration;

function isTopLevel(node: ts.Node): node is TopLevel {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isVariableDeclaration(node)
  );
}

function memberText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression))
    return name.expression.text;
  return undefined;
}
