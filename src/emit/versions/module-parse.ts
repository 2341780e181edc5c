import { createRequire } from 'node:module';
import type { ts as TS } from 'ts-morph';

/**
 * A generated module read back as its top-level parts, so that several versions of it can
 * be compared declaration by declaration (module-share.ts). The TypeScript parser (no type
 * checking) is loaded on first use: only a multi-version generate pays for it.
 */
export interface ImportBinding {
  imported: string;
  local: string;
  type: boolean;
}

export interface ModuleImport {
  text: string;
  specifier: string;
  typeOnly: boolean;
  namespace?: string;
  /** A default import or a bare `import '…'`: kept whole, never pruned. */
  opaque: boolean;
  named: ImportBinding[];
}

export interface Reference {
  name: string;
  /** Offset in the unit's text. */
  at: number;
}

/** A top-level declaration with the statements that follow it (`f['~standard'] = …`). */
export interface Unit {
  names: string[];
  exported: boolean;
  /** It declares types only (interface, type alias). */
  type: boolean;
  /** A declaration that may move to shared/ (not `let`/`var`, not a bare statement). */
  movable: boolean;
  text: string;
  /** Newlines before it in the module (1 or 2). */
  gap: string;
  /** Identifiers that may name a top-level declaration or an import, where they stand. */
  refs: Reference[];
  /** `T.Job` of a namespace import `T`. */
  members: Set<string>;
}

export interface ParsedModule {
  banner: string;
  imports: ModuleImport[];
  units: Unit[];
}

let compiler: typeof TS | undefined;

function typescript(): typeof TS {
  compiler ??= (createRequire(import.meta.url)('ts-morph') as typeof import('ts-morph')).ts;
  return compiler;
}

/** The module's parts, or undefined when one name is declared in two places apart. */
export function parseModule(path: string, text: string): ParsedModule | undefined {
  const ts = typescript();
  const banner = /^(?:\/\/.*\n)*/.exec(text)?.[0] ?? '';
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports: ModuleImport[] = [];
  const units: Unit[] = [];
  for (const statement of file.statements) {
    const start = Math.max(statement.getFullStart(), banner.length);
    const full = text.slice(start, statement.getEnd());
    const body = full.replace(/^\n+/, '');
    const gap = full.length - body.length > 1 ? '\n\n' : '\n';
    if (ts.isImportDeclaration(statement)) imports.push(importOf(ts, statement, body));
    else if (!addTo(ts, units, statement, body, gap, start + full.length - body.length)) return;
  }
  return { banner, imports, units };
}

function addTo(
  ts: typeof TS,
  units: Unit[],
  statement: TS.Statement,
  text: string,
  gap: string,
  offset: number,
): boolean {
  const names = declaredNames(ts, statement);
  const last = units[units.length - 1];
  const refs = references(ts, statement, offset);
  const attached = names === undefined && ts.isExpressionStatement(statement);
  const continues = last !== undefined && (attached ? last.movable : same(names ?? [], last));
  if (continues) {
    refs.refs.forEach((ref) =>
      last.refs.push({ name: ref.name, at: ref.at + last.text.length + gap.length }),
    );
    refs.members.forEach((member) => last.members.add(member));
    last.text += gap + text;
    return true;
  }
  const declared = names ?? [];
  if (units.some((unit) => unit.names.some((name) => declared.includes(name)))) return false;
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  const letOrVar =
    ts.isVariableStatement(statement) &&
    (statement.declarationList.flags & ts.NodeFlags.Const) === 0;
  units.push({
    names: declared,
    exported,
    type: ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement),
    movable: names !== undefined && declared.length > 0 && !isDefault && !letOrVar,
    text,
    gap,
    ...refs,
  });
  return true;
}

function same(names: readonly string[], unit: Unit): boolean {
  return names.length > 0 && names.every((name) => unit.names.includes(name));
}

/** The names a declaration introduces; undefined for any other statement. */
function declaredNames(ts: typeof TS, statement: TS.Statement): string[] | undefined {
  if (ts.isVariableStatement(statement)) {
    const names = statement.declarationList.declarations.map((d) => d.name);
    return names.every(ts.isIdentifier) ? names.map((n) => (n as TS.Identifier).text) : [];
  }
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement)
  )
    return statement.name ? [statement.name.text] : [];
  return undefined;
}

function importOf(ts: typeof TS, node: TS.ImportDeclaration, text: string): ModuleImport {
  const specifier = (node.moduleSpecifier as TS.StringLiteral).text;
  const clause = node.importClause;
  const typeOnly = clause?.isTypeOnly ?? false;
  const bindings = clause?.namedBindings;
  const named =
    bindings && ts.isNamedImports(bindings)
      ? bindings.elements.map((e) => ({
          imported: (e.propertyName ?? e.name).text,
          local: e.name.text,
          type: e.isTypeOnly,
        }))
      : [];
  return {
    text,
    specifier,
    typeOnly,
    ...(bindings && ts.isNamespaceImport(bindings) && { namespace: bindings.name.text }),
    opaque: clause === undefined || clause.name !== undefined,
    named,
  };
}

/** Identifiers that stand for a binding (not a property name), and `X.member` pairs. */
function references(ts: typeof TS, statement: TS.Statement, offset: number) {
  const refs: Reference[] = [];
  const members = new Set<string>();
  const visit = (node: TS.Node): void => {
    if (ts.isIdentifier(node) && (isReference(ts, node) || declares(statement, node))) {
      refs.push({ name: node.text, at: node.getStart() - offset });
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node)
        members.add(`${node.text}.${parent.name.text}`);
      if (ts.isQualifiedName(parent) && parent.left === node)
        members.add(`${node.text}.${parent.right.text}`);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(statement, visit);
  return { refs, members };
}

/** The statement's own declared name: recorded so that a copy under another name can match. */
function declares(statement: TS.Statement, id: TS.Identifier): boolean {
  return id.parent === statement || id.parent.parent?.parent === statement;
}

function isReference(ts: typeof TS, id: TS.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent))
    return (ts.isPropertyAccessExpression(parent) ? parent.expression : parent.left) === id;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if (ts.isExportSpecifier(parent))
    return !parent.parent.parent.moduleSpecifier && (parent.propertyName ?? parent.name) === id;
  const named = parent as TS.Node & { name?: TS.Node };
  return named.name !== id; // a declaration's or a member's own name
}
