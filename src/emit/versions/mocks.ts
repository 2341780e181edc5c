import type { GeneratedFile } from '../../ir/types.js';
import { printDoc } from '../shared/doc.js';
import { docComment, propertyKey, stringLiteral, trusted, type Code } from '../shared/escape.js';
import { arrayLiteral, objectLiteral } from '../shared/literal.js';
import { printBlock } from '../shared/doc-block.js';
import { template } from '../render.js';
import { versionDir, versionId, type VersionInput } from './input.js';

/**
 * `mocks/index.ts` of a multi-version output: `createMockInstallation({ version })` and
 * `createHandlers(installation)` over each version's own mocks (`versions/<name>/mocks/`,
 * the single-version mocks target's files), so that one test suite runs once per version
 * (`describe.each(versions)`). The mock engine is shared (`mocks/engine/`).
 */
export function mocksIndexFile(versions: readonly VersionInput[], head: Code): GeneratedFile {
  const module = (v: VersionInput): string => `mocks${versionId(v.name)}`;
  const imports = versions.map((v) =>
    trusted(`import * as ${module(v)} from '../${versionDir(v.name)}/mocks/index.js';`),
  );
  const names = versions.map((v) => stringLiteral(v.name));
  const installations = printBlock({
    head: 'export interface Installations ',
    size: versions.length,
    entry: (i) =>
      `${propertyKey((versions[i] as VersionInput).name)}: ${module(versions[i] as VersionInput)}.Installation;`,
    after: '',
    tail: '',
  });
  const rows = versions.map((v) => ({
    key: propertyKey(v.name),
    value: objectLiteral(
      [
        { key: trusted('mocks'), value: module(v) },
        { key: trusted('infoVersion'), value: stringLiteral(v.model.version), isString: true },
      ],
      false,
    ),
  }));
  const table = printDoc(['const byVersion = ', objectLiteral(rows, true), ';']);
  const contents = template('versions/mocks-index.ts.hbs')({
    banner: head,
    imports,
    names: trusted(printDoc(['export const versions = ', arrayLiteral(names), ' as const;'])),
    installations: trusted(installations),
    table: trusted(docComment(["Each version's mocks and its document's `info.version`."]) + table),
  });
  return { path: 'mocks/index.ts', contents };
}
