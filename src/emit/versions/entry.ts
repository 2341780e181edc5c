import type { GeneratedFile } from '../../ir/types.js';
import { group, ifBreak, indent, join, line, printDoc } from '../shared/doc.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { arrayLiteral, objectLiteral, type LiteralProperty } from '../shared/literal.js';
import { template } from '../render.js';
import { versionDir, versionId, type VersionInput } from './input.js';

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

function knownTable(versions: readonly VersionInput[]): Code {
  const entries = versions.map((version) => {
    const id = versionId(version.name);
    const text = (key: string, value: string): LiteralProperty => ({
      key: trusted(key),
      value: stringLiteral(value),
      isString: true,
    });
    const fingerprints = Object.keys(version.fingerprints)
      .sort()
      .map((key): LiteralProperty => text(propertyKey(key), version.fingerprints[key] as string));
    return objectLiteral(
      [
        text('name', version.name),
        text('sha256', version.model.sha256),
        text('infoVersion', version.model.version),
        text(
          'basePath',
          version.model.basePath === '/' ? '' : version.model.basePath.replace(/\/+$/, ''),
        ),
        { key: trusted('create'), value: `createClient${id}` },
        { key: trusted('operations'), value: `operations${id}` },
        { key: trusted('fingerprints'), value: objectLiteral(fingerprints, true) },
      ],
      true,
    );
  });
  const comment = docComment([
    "Each version as `connect()` recognises it: its document's sha256 and `info.version`, its",
    "operations' fingerprints (runtime/fingerprint.ts), and its client.",
  ]);
  const body = printDoc([
    'export const known: readonly KnownVersion[] = ',
    arrayLiteral(
      entries,
      entries.map(() => 2),
    ),
    ';',
  ]);
  return trusted(comment + body);
}
