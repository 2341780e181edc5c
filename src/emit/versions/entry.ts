import type { GeneratedFile } from '../../ir/types.js';
import { group, ifBreak, indent, join, line, printDoc } from '../shared/doc.js';
import { stringLiteral, trusted, type Code } from '../shared/escape.js';
import { arrayLiteral } from '../shared/literal.js';
import { template } from '../render.js';
import { versionDir, versionId, type VersionInput } from './input.js';
import { knownTable } from './known.js';

/**
 * The dispatcher of a multi-version output: `versions.ts` (each version as `connect()`
 * recognises it, with its client) and `index.ts` (`connect()`, the `Api` union
 * discriminated by `version`, the shared types and the errors). The logic is in
 * runtime/versions.ts; these files only describe the versions.
 */
export function dispatcherFiles(
  versions: readonly VersionInput[],
  head: Code,
  withClient: boolean,
): GeneratedFile[] {
  const names = versions.map((v) => stringLiteral(v.name));
  const list = printDoc(['export const versions = ', arrayLiteral(names), ' as const;']);
  const versionsFile = template('versions/versions.ts.hbs')({
    banner: head,
    imports: withClient ? versions.map(clientImport) : [],
    names: trusted(list),
    known: withClient ? knownTable(versions) : trusted('export const known = [] as const;'),
  });
  const index = template('versions/index.ts.hbs')({
    banner: head,
    client: withClient,
    imports: versions.map(typeImport),
    operationKey: union(
      'export type OperationKey =',
      versions,
      (v) => `keyof Requests${versionId(v.name)}`,
    ),
    api: union('export type Api =', versions, (v) => {
      const name = stringLiteral(v.name);
      return `VersionedClient<${name}, Client${versionId(v.name)}, CommonMethods>`;
    }),
  });
  return [
    { path: 'versions.ts', contents: versionsFile },
    { path: 'index.ts', contents: index },
  ];
}

function clientImport(version: VersionInput): Code {
  const id = versionId(version.name);
  const names = [`createClient as createClient${id}`, `operations as operations${id}`];
  return namedImport('import', names, `./${versionDir(version.name)}/index.js`);
}

function typeImport(version: VersionInput): Code {
  const id = versionId(version.name);
  const names = [`Client as Client${id}`, `Requests as Requests${id}`];
  return namedImport('import type', names, `./${versionDir(version.name)}/client.js`);
}

/** `import { a, b } from '…';`, one name per line when it does not fit. */
export function namedImport(keyword: string, names: readonly string[], from: string): Code {
  const list = join([',', line], [...names]);
  const tail = `} from ${stringLiteral(from)};`;
  return trusted(printDoc(group([`${keyword} {`, indent([line, list]), ifBreak(','), line, tail])));
}

/** `export type X = A | B;`, one `| member` per line when it does not fit (prettier's layout). */
function union(
  head: string,
  versions: readonly VersionInput[],
  member: (version: VersionInput) => string,
): Code {
  const members = versions.map(member);
  const body = [line, ifBreak('| ', ''), join([line, '| '], members)];
  return trusted(printDoc(group([head, indent(body), ';'])));
}
