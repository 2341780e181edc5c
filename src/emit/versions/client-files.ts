import type { GeneratedFile, Operation } from '../../ir/types.js';
import { banner } from '../shared/banner.js';
import type { EmitOptions } from '../shared/options.js';
import { docComment, propertyKey, trusted, type Code } from '../shared/escape.js';
import { printExpandedObject } from '../shared/literal.js';
import { printBlock } from '../shared/doc-block.js';
import { operationTable } from '../shared/operation-table.js';
import { template } from '../render.js';
import { loginOperation, sessionType, settingsDoc } from '../client/index.js';
import { nodeBlock, optionsType } from '../client/signatures.js';
import { operationEntry } from '../client/table.js';
import type { ClientNode } from '../client/tree.js';
import { versionDir } from './input.js';
import { operationUnit, type Split, type VersionUnits } from './split.js';

/**
 * The clients of a multi-version output. `shared/client.ts` holds what every version
 * shares: the `operations` entries, the `Requests` rows and the method signatures of the
 * shared operations. Each `versions/<name>/client.ts` adds its own to them: its settings
 * and session type, its own operations, `Requests extends SharedRequests`, and
 * `Client` over `SharedMethods & OwnMethods`. The pieces are printed by the single-version
 * client's own printers (emit/client/).
 */
export function sharedClientFile(split: Split, head: Code): GeneratedFile {
  const first = split.versions[0] as VersionUnits;
  const ops = first.model.operations.filter((op) => split.shared.has(operationUnit(op)));
  const comment =
    'The operations every version shares, keyed by operationId (each version adds its own).';
  const contents = template('versions/shared-client.ts.hbs')({
    banner: head,
    operations: table(first, ops, 'export const sharedOperations = ', comment),
    requests: requests(first, ops, 'SharedRequests'),
    methods: methods(
      first,
      ops,
      'export interface SharedMethods ',
      'The methods every version shares.',
    ),
  });
  return { path: 'shared/client.ts', contents };
}

export function versionClientFile(
  units: VersionUnits,
  split: Split,
  options: EmitOptions,
): GeneratedFile {
  const { model } = units;
  const ops = model.operations.filter((op) => !split.shared.has(operationUnit(op)));
  const session = loginOperation(model) ? 'Session' : 'KnownLoginResult, Session';
  const contents = template('versions/client.ts.hbs')({
    banner: banner(model, options),
    sessionImport: trusted(`import type { ${session} } from '../../runtime/session.js';`),
    settings: settingsDoc(model),
    session: sessionType(model, units.names),
    operations: table(units, ops, 'const ownOperations = ', "This version's own operations."),
    requests: requests(units, ops, 'Requests extends SharedRequests'),
    methods: methods(units, ops, 'export interface OwnMethods ', "This version's own methods."),
  });
  return { path: `${versionDir(units.name)}/client.ts`, contents };
}

function table(
  units: VersionUnits,
  ops: readonly Operation[],
  head: string,
  comment: string,
): Code {
  const printed = printExpandedObject(
    head,
    ops,
    (op) => ({ key: propertyKey(op.id), value: operationEntry(op, pathOf(units, op)) }),
    ' as const satisfies Record<string, OperationInfo>;',
  );
  return trusted(docComment([comment]) + printed);
}

function requests(units: VersionUnits, ops: readonly Operation[], name: string): Code {
  return operationTable(
    { ...units.model, operations: [...ops] },
    units.names,
    name,
    ["`api.request()`'s table: each operation's params and result, keyed by `METHOD /path`."],
    (op) => [`options: ${optionsType(op, units.names)};`],
  );
}

function methods(
  units: VersionUnits,
  ops: readonly Operation[],
  head: string,
  comment: string,
): Code {
  const root = treeOf(units, ops);
  return trusted(docComment([comment]) + printBlock(nodeBlock(root, head, '', units.returns)));
}

export function pathOf(units: VersionUnits, op: Operation): string {
  return units.paths.get(op.id) ?? op.name.qualified;
}

/** The operations' methods at the paths the version's whole client gives them. */
export function treeOf(units: VersionUnits, ops: readonly Operation[]): ClientNode {
  const root: ClientNode = { methods: new Map(), groups: new Map() };
  for (const op of ops) {
    const segments = pathOf(units, op).split('.');
    const method = segments.pop() as string;
    let node = root;
    for (const segment of segments) {
      let next = node.groups.get(segment);
      if (!next) node.groups.set(segment, (next = { methods: new Map(), groups: new Map() }));
      node = next;
    }
    node.methods.set(method, op);
  }
  return root;
}
