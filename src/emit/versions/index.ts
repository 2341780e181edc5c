import type { GeneratedFile } from '../../ir/types.js';
import {
  emitTargets,
  resolveTargets,
  type EmitOptions,
  type EmitOutput,
  type EmitSettings,
} from '../index.js';
import { targetRegistry, type TargetName } from '../targets.js';
import { runtimeBanner } from '../shared/banner.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import { versionsBanner } from './banner.js';
import { sharedClientFile, versionClientFile } from './client-files.js';
import { sharedMethodPaths } from './client-surface.js';
import { commonFile } from './common.js';
import { dispatcherFiles } from './entry.js';
import { versionDir, type VersionsInput } from './input.js';
import { mocksIndexFile } from './mocks.js';
import { isHoisted, relocate } from './relocate.js';
import { splitVersions, type Split, type VersionUnits } from './split.js';
import { sharedExports, sharedTypesFile, versionTypesFile } from './types-files.js';
import { shareModules } from './modules.js';
import { mockDataFiles } from './mock-data-files.js';
import { sharedMockOperationsFile, versionMockOperations } from './mock-operations-files.js';

/**
 * One output for several versions of the document (`generate --source 1.0=… --source
 * 2.0=…`, docs/versions.md):
 *
 *   index.ts, versions.ts   connect() and the versions it knows (the dispatcher)
 *   common.ts               api.common: the operations every version agrees on
 *   shared/types.ts         types identical in every version, once
 *   shared/client.ts        operations, Requests rows and methods identical in every version, once
 *   shared/<module>         the declarations of validators.ts, enums.ts, mocks/… identical in
 *                           every version (modules.ts), once
 *   versions/<name>/        each version's own types and client over the shared ones, and
 *                           its enums, validators, mocks, query and index.ts as a
 *                           single-version output has them
 *   runtime/, mocks/engine/ once, as in a single-version output
 *   mocks/index.ts          createMockInstallation({ version }), createHandlers
 */
export const VERSIONS_RUNTIME = [
  'canonical.ts',
  'fingerprint.ts',
  'version-errors.ts',
  'versions.ts',
];

export async function emitVersions(
  input: VersionsInput,
  options: { targets: readonly TargetName[]; specforgeVersion: string } & EmitSettings,
): Promise<EmitOutput> {
  const targets = resolveTargets(options.targets, targetRegistry(options.plugins)).map(
    (t) => t.name,
  );
  const emitOptions: EmitOptions = {
    specforgeVersion: options.specforgeVersion,
    targets,
    ...(options.templates && { templates: options.templates }),
  };
  const split = splitVersions(input.versions);
  const head = versionsBanner(input.versions, emitOptions);
  const files = new Map<string, GeneratedFile>();
  const add = (file: GeneratedFile): void => {
    const existing = files.get(file.path);
    // The hoisted runtime and mock engine must be the same in every version.
    if (existing && existing.contents !== file.contents)
      throw new Error(`specforge: two versions wrote different ${file.path}`);
    files.set(file.path, file);
  };
  const diagnostics: EmitOutput['diagnostics'] = [];
  const singles: GeneratedFile[][] = [];
  for (const units of split.versions) {
    const single = await emitTargets(units.model, { ...options, targets });
    for (const d of single.diagnostics)
      diagnostics.push({ ...d, message: `version ${units.name}: ${d.message}` });
    singles.push(single.files);
  }
  if (targets.includes('mocks')) {
    const data = mockDataFiles(input.versions, head);
    singles.forEach((files, v) => {
      const i = files.findIndex((file) => file.path === 'mocks/data.ts');
      if (i < 0) return;
      const banner = bannerOf(files[i] as GeneratedFile);
      files[i] = { path: 'mocks/data.ts', contents: banner + (data.versions[v] as string) };
    });
    add(data.shared);
    add(sharedMockOperationsFile(split, head));
    singles.forEach((files, v) => {
      const i = files.findIndex((file) => file.path === 'mocks/operations.ts');
      if (i < 0) return;
      const banner = bannerOf(files[i] as GeneratedFile);
      const own = versionMockOperations(split.versions[v] as VersionUnits, split);
      files[i] = { path: 'mocks/operations.ts', contents: banner + own };
    });
  }
  const methods = targets.includes('client') ? sharedMethodPaths(split) : undefined;
  const modules = shareModules(singles, sharedExports(split), head, methods);
  // The hoisted runtime carries the newest document's banner, as every shared file does (a
  // user's banner.hbs may name the document: `{{sha256}}`).
  const newestRuntimeBanner = runtimeBanner(newest(input).model, emitOptions);
  split.versions.forEach((units, v) => {
    const ownRuntimeBanner = runtimeBanner(units.model, emitOptions);
    (singles[v] as GeneratedFile[]).forEach((file) => {
      const own = modules.get(file.path)?.versions[v];
      const moved = own === undefined ? file : { path: file.path, contents: own };
      if (isHoisted(moved.path)) add(withBanner(moved, ownRuntimeBanner, newestRuntimeBanner));
      else add(versionFile(moved, units, split, emitOptions));
    });
  });
  for (const [path, { shared }] of modules)
    if (shared !== undefined) add(relocate({ path, contents: shared }, 'shared'));
  const withClient = targets.includes('client');
  add(sharedTypesFile(split, head));
  if (withClient) {
    add(sharedClientFile(split, head));
    add(commonFile(split.versions[0] as VersionUnits, input.common, head));
    runtimeFiles(newest(input).model, emitOptions, VERSIONS_RUNTIME).forEach(add);
  }
  dispatcherFiles(input.versions, head, withClient).forEach(add);
  if (targets.includes('mocks')) add(mocksIndexFile(input.versions, head));
  const sorted = [...files.values()].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  return { files: sorted, diagnostics };
}

/** Where a single-version file that is not hoisted goes: split (types, client), or into the version's folder. */
function versionFile(
  file: GeneratedFile,
  units: VersionUnits,
  split: Split,
  options: EmitOptions,
): GeneratedFile {
  if (file.path === 'types.ts') return versionTypesFile(units, split, options);
  if (file.path === 'client.ts') return versionClientFile(units, split, options);
  return relocate(file, versionDir(units.name));
}

/** The `// Generated by …` lines a single-version file starts with. */
function bannerOf(file: GeneratedFile): string {
  return /^(?:\/\/.*\n)*/.exec(file.contents)?.[0] ?? '';
}

/** `file` with the banner `from` it starts with replaced by `to` (a file without it, as is). */
function withBanner(file: GeneratedFile, from: string, to: string): GeneratedFile {
  if (from === to || !file.contents.startsWith(from)) return file;
  return { path: file.path, contents: to + file.contents.slice(from.length) };
}

function newest(input: VersionsInput) {
  return input.versions[input.versions.length - 1] as VersionsInput['versions'][number];
}
