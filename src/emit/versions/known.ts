import { group, hardline, indent, join, printDoc } from '../shared/doc.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import {
  arrayLiteral,
  objectLiteral,
  propertyDoc,
  type LiteralProperty,
} from '../shared/literal.js';
import { versionId, type VersionInput } from './input.js';

/**
 * `known` of `versions.ts`: each version as `connect()` recognises it. The fingerprints of
 * the operations every version has alike are listed once (`sharedFingerprints`) and spread
 * into each version's.
 */
export function knownTable(versions: readonly VersionInput[]): Code {
  const shared = sharedFingerprints(versions);
  const text = (key: string, value: string): LiteralProperty => ({
    key: trusted(key),
    value: stringLiteral(value),
    isString: true,
  });
  const fingerprintsOf = (prints: Record<string, string>): LiteralProperty[] =>
    Object.keys(prints)
      .sort()
      .map((key) => text(propertyKey(key), prints[key] as string));
  const entries = versions.map((version) => {
    const id = versionId(version.name);
    const own = Object.fromEntries(
      Object.entries(version.fingerprints).filter(([key]) => !Object.hasOwn(shared, key)),
    );
    const spread = Object.keys(shared).length > 0 ? ['...sharedFingerprints'] : [];
    const members = [...spread, ...fingerprintsOf(own).map(propertyDoc)];
    const fingerprints =
      members.length === 0
        ? '{}'
        : group(['{', indent([hardline, join([',', hardline], members)]), ',', hardline, '}']);
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
        { key: trusted('fingerprints'), value: fingerprints },
      ],
      true,
    );
  });
  const sharedComment = docComment([
    "The operations' fingerprints every version has alike (runtime/fingerprint.ts).",
  ]);
  const sharedTable =
    Object.keys(shared).length === 0
      ? ''
      : `${sharedComment}${printDoc([
          'const sharedFingerprints: Readonly<Record<string, string>> = ',
          objectLiteral(fingerprintsOf(shared), true),
          ';',
        ])}\n\n`;
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
  return trusted(sharedTable + comment + body);
}

/** `METHOD /path` → fingerprint, for the operations whose fingerprint every version has alike. */
function sharedFingerprints(versions: readonly VersionInput[]): Record<string, string> {
  const [first, ...rest] = versions;
  if (first === undefined || rest.length === 0) return {};
  const entries = Object.entries(first.fingerprints).filter(([key, value]) =>
    rest.every(
      (version) => Object.hasOwn(version.fingerprints, key) && version.fingerprints[key] === value,
    ),
  );
  return Object.fromEntries(entries);
}
