import { fileFromParts } from '../../ir/generated-file.js';
import type { GeneratedFile } from '../../ir/types.js';
import type { EmitOptions } from '../shared/options.js';
import { banner } from '../shared/banner.js';
import { group, ifBreak, indent, join, line, printDoc } from '../shared/doc.js';
import { trusted, type Code } from '../shared/escape.js';
import { templateParts } from '../render.js';
import { versionDir } from './input.js';
import { operationUnit, schemaUnit, type Split, type VersionUnits } from './split.js';

/**
 * `shared/types.ts` holds the declarations every version shares (printed once, from the
 * first version); each `versions/<name>/types.ts` re-exports it and declares only what is
 * its own, importing the shared names its own declarations use. Both are laid out like the
 * single-version `types.ts` (same template, same declaration printers).
 */
export function sharedTypesFile(split: Split, head: Code): GeneratedFile {
  const first = split.versions[0] as VersionUnits;
  return typesFile(
    'shared/types.ts',
    head,
    unitDeclarations(first, (key) => split.shared.has(key)),
  );
}

export function versionTypesFile(
  units: VersionUnits,
  split: Split,
  options: EmitOptions,
): GeneratedFile {
  const own = unitDeclarations(units, (key) => !split.shared.has(key));
  const from = "'../../shared/types.js'";
  const used = usedNames(own, sharedExports(split));
  const head: Code[] = [];
  if (used.length > 0) head.push(importList(used, from));
  head.push(trusted(`export * from ${from};`));
  return typesFile(`${versionDir(units.name)}/types.ts`, banner(units.model, options), [
    ...head,
    ...own,
  ]);
}

function typesFile(path: string, head: Code, declarations: Code[]): GeneratedFile {
  const body = declarations.length > 0 ? declarations : [trusted('export {};')];
  return fileFromParts(
    path,
    templateParts('types/types.ts.hbs', { banner: head, declarations: body }),
  );
}

/** The declarations of the units `keep` selects, named schemas first, in the model's order. */
function unitDeclarations(units: VersionUnits, keep: (key: string) => boolean): Code[] {
  const keys = [
    ...units.model.schemas.map(schemaUnit),
    ...units.model.operations.map(operationUnit),
  ];
  return keys.filter(keep).flatMap((key) => units.declarations.get(key) ?? []);
}

const EXPORTED = /^export (?:interface|type|const) ([A-Za-z_$][\w$]*)/gm;

/** Every name shared/types.ts exports. */
export function sharedExports(split: Split): Set<string> {
  const first = split.versions[0] as VersionUnits;
  const text = unitDeclarations(first, (key) => split.shared.has(key)).join('\n');
  return new Set([...text.matchAll(EXPORTED)].map((match) => match[1] as string));
}

/** The shared names that a version's own declarations mention in code (comments aside), sorted. */
function usedNames(own: readonly Code[], shared: ReadonlySet<string>): string[] {
  const code = own.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  const words = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return [...shared].filter((name) => words.has(name)).sort();
}

function importList(names: readonly string[], from: string): Code {
  const list = join([',', line], [...names]);
  return trusted(
    printDoc(group(['import type {', indent([line, list]), ifBreak(','), line, `} from ${from};`])),
  );
}
