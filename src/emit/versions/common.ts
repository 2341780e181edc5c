import type { GeneratedFile } from '../../ir/types.js';
import { hardline, join, printDoc, type Doc } from '../shared/doc.js';
import { docComment, memberName, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { printBlock, type Block } from '../shared/doc-block.js';
import { arrayLiteral } from '../shared/literal.js';
import { sortedMembers, type ClientNode } from '../client/tree.js';
import { template } from '../render.js';
import { operationKey, versionDir } from './input.js';
import type { VersionUnits } from './split.js';
import { pathOf, treeOf } from './client-files.js';
import { namedImport } from './entry.js';

/**
 * `common.ts`: `CommonMethods`, the type of `api.common` (the operations whose request and
 * result agree in every version, diff/agree.ts), and `commonPaths`, where each lives on
 * every version's client (runtime/versions.ts picks them from the connected client). Each
 * method is typed by reference to the first version's (`Methods['job']['get']`): for these
 * operations every version's types are the same, and nothing is printed twice.
 */
export function commonFile(
  first: VersionUnits,
  common: readonly string[],
  head: Code,
): GeneratedFile {
  const keys = new Set(common);
  const ops = first.model.operations.filter((op) => keys.has(operationKey(op)));
  const comment = docComment([
    '`api.common`: the operations whose request and result agree in every version, callable',
    'without narrowing on `api.version` (each as the first version types it).',
  ]);
  const block = commonBlock(treeOf(first, ops), 'export interface CommonMethods ', '', []);
  const list = arrayLiteral(ops.map((op) => stringLiteral(pathOf(first, op))));
  const paths = printDoc(['export const commonPaths: readonly string[] = ', list, ';']);
  const contents = template('versions/common.ts.hbs')({
    banner: head,
    methodsImport: namedImport('import type', ['Methods'], `./${versionDir(first.name)}/client.js`),
    methods: trusted(comment + printBlock(block)),
    paths: trusted(docComment(["Where each of them lives on every version's client."]) + paths),
  });
  return { path: 'common.ts', contents };
}

function commonBlock(node: ClientNode, head: string, tail: string, path: readonly string[]): Block {
  const members = sortedMembers(node);
  const entry = (index: number): Doc | Block => {
    const [name, member] = members[index] as (typeof members)[number];
    const at = [...path, name];
    if (member.group) return commonBlock(member.group, `${name}: `, ';', at);
    const op = member.op as NonNullable<typeof member.op>;
    const type = `Methods${at.map((segment) => `[${stringLiteral(memberName(segment))}]`).join('')}`;
    const comment = docComment([`\`${op.method} ${op.path}\``]);
    return [join(hardline, comment.replace(/\n$/, '').split('\n')), hardline, `${name}: ${type};`];
  };
  return { head, size: members.length, entry, after: '', tail };
}
