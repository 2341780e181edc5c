/**
 * The programmatic API: the same functions the CLI calls.
 *
 * ```ts
 * import { load, inspect, generate, check, diff } from 'specforge';
 * const { model } = await inspect('https://jobs.example.com');
 * await generate({ source: 'swagger.json', output: 'src/api' });
 * const result = await check({ source: 'swagger.json', output: 'src/api' });
 * const report = await diff('v1.json', 'v2.json');
 * ```
 */
import type { ApiModel, Diagnostic, GeneratedFile, NormaliseOptions } from '../ir/types.js';
import type { LoadedDocument, LoadOptions } from '../loader/types.js';
import type { SourceText } from '../loader/read-source.js';
import type { TargetName } from '../config/types.js';
import type { DiffOptions, DiffReport } from '../diff/types.js';
import type { DiffSourcesOptions } from '../diff/sources.js';
import type { CheckResult } from '../check/index.js';
import { loadModel, refuseIgnoredOptions } from './pipeline.js';
import { renderFiles, targetsOrDefault } from '../write/render-files.js';
import { generationSourceOf, type GenerationSource } from '../write/lock-source.js';
import type { VerifyReport } from '../write/verify.js';
import { writeOutput } from './write-output.js';
import type { EmitSettings } from '../emit/shared/options.js';

/** Reads and parses a document (base URL, URL, file or `-`), validating it unless `validate: false`. */
export async function load(source: string, options: LoadOptions = {}): Promise<LoadedDocument> {
  const { loadDocument } = await import('../loader/index.js');
  return loadDocument(source, options);
}

export interface ModelOptions {
  load?: LoadOptions;
  normalise?: NormaliseOptions;
  /** What the config's target sections set for the emitters (`validators.mode`). */
  emit?: EmitSettings;
}

export interface InspectOptions extends ModelOptions {
  /** Whose emitter diagnostics to add (default: every available target). */
  targets?: TargetName[];
}

/**
 * What the model found: operations, access, result shapes, and every guess as a
 * diagnostic; then what the targets' emitters would leave out (run in memory, nothing
 * written), so that `inspect` lists what `generate` counts.
 */
export async function inspect(
  source: string | LoadedDocument,
  options: InspectOptions = {},
): Promise<{ loaded: LoadedDocument; model: ApiModel; diagnostics: Diagnostic[] }> {
  const { loaded, model } = await loadModel(source, options);
  const [{ emitTargets }, { specforgeVersion }] = await Promise.all([
    import('../emit/index.js'),
    import('../util/package.js'),
  ]);
  const targets = await targetsOrDefault(options.targets);
  const emitted = await emitTargets(model, { ...options.emit, targets, specforgeVersion });
  return { loaded, model, diagnostics: [...model.diagnostics, ...emitted.diagnostics] };
}

export interface GenerateOptions extends ModelOptions {
  source: string | LoadedDocument;
  output: string;
  /** Default: every available target. */
  targets?: TargetName[];
  /** Run prettier over the output (opt-in; the output is prettier-clean without it). */
  format?: boolean;
  /** Type-check the written output (strict) with ts-morph; problems are returned. */
  verify?: boolean;
  /** Compute the files but write nothing. */
  dryRun?: boolean;
  /** Replace the output even when it holds files specforge did not write (they are deleted). */
  force?: boolean;
  /**
   * Told when each step starts (the CLI shows it on a terminal for long runs); from `emit` on
   * with the model's size, for a caller that tunes itself to it (the CLI's V8 settings).
   */
  onStep?: (step: GenerateStep, size?: { operations: number }) => void;
  /** The command line's flags, recorded in the lock for `check`'s suggestion (redact secrets first). */
  generatedWith?: string[];
}

/** The steps of `generate`, in order; `format` and `verify` only when asked for. */
export type GenerateStep = 'load' | 'emit' | 'format' | 'write' | 'verify';

export interface GenerateResult {
  output: string;
  targets: TargetName[];
  files: GeneratedFile[];
  /** What the targets were emitted from; the query target's facts only when `query` is a target. */
  model: ApiModel;
  /** Type errors found by `verify` (empty without it). */
  verifyProblems: string[];
  /** What `verify` checked (absent without it). */
  verified?: Omit<VerifyReport, 'problems'>;
  /** Problems that did not stop the write (e.g. the previous output could not be removed). */
  warnings: string[];
  /** The model's diagnostics, then the emitters' (a format not checked, a pattern mocks cannot sample). */
  diagnostics: Diagnostic[];
}

/** load → normalise → emit → write (atomically: the whole directory or nothing). */
export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const step = options.onStep ?? (() => undefined);
  step('load');
  const targets = await targetsOrDefault(options.targets);
  const queries = targets.includes('query');
  const { model, source, beside } = await loadForGenerate(options, queries);
  step(options.format ? 'format' : 'emit', { operations: model.operations.length });
  const { files, diagnostics: emitted } = await renderFiles(model, source, {
    targets,
    format: Boolean(options.format),
    output: options.output,
    ...(options.emit && { emit: options.emit }),
    ...(options.normalise && { normalise: options.normalise }),
    ...(options.generatedWith && { generatedWith: options.generatedWith }),
  });
  const diagnostics = [...model.diagnostics, ...emitted];
  const written = await writeOutput(files, options, step);
  return {
    output: options.output,
    targets,
    files,
    model,
    ...written,
    warnings: [...beside, ...written.warnings],
    diagnostics,
  };
}

/** The warning that the document file no longer matches the lock `fetch` wrote beside it. */
/**
 * Load and normalise, and take from the loaded document only what the rest of `generate`
 * needs: the lock's facts (write/lock-source.ts) and the warning about a lock beside the
 * source. No `await` follows the load here, so the parsed document and its text are free
 * to go while the targets run.
 */
async function loadForGenerate(
  options: GenerateOptions,
  queries: boolean,
): Promise<{ model: ApiModel; source: GenerationSource; beside: string[] }> {
  const besideWarning =
    typeof options.source === 'string'
      ? (await import('../loader/lock-beside.js')).lockBesideWarning
      : undefined;
  const { loaded, model } = await loadModel(options.source, { ...options, queries });
  refuseIgnoredOptions(model);
  const warning = besideWarning?.(options.source as string, loaded);
  return {
    model,
    source: generationSourceOf(loaded),
    beside: warning === undefined ? [] : [warning],
  };
}

export interface CheckOptions extends ModelOptions {
  source: string | LoadedDocument;
  output: string;
  /** Default: the targets recorded in the directory's lock. */
  targets?: TargetName[];
  format?: boolean;
  /** Mark the findings of a document change used or unused by a project (see `diff`'s option). */
  usedBy?: DiffOptions['usedBy'];
  /** The same, opened only when the document changed and the change has findings to mark. */
  openUsedBy?: DiffOptions['openUsedBy'];
  /**
   * `false` skips the comparison of the lock's hashes (check/quick.ts) for a caller that
   * already made it and found something moved; the answer is the same, by regenerating.
   */
  quick?: boolean;
}

/**
 * Is `output` what `generate` would write now? Writes nothing. First by the hashes its lock
 * recorded (check/quick.ts: no regeneration when nothing moved), else by regenerating.
 */
export async function check(options: CheckOptions): Promise<CheckResult> {
  let text: SourceText | undefined;
  if (typeof options.source === 'string' && options.quick !== false) {
    const { quickCheck, upToDateByInputs } = await import('../check/quick.js');
    const quick = await quickCheck({ ...options, source: options.source });
    if (quick.upToDate) return upToDateByInputs(options.output);
    text = quick.text;
  }
  const { loaded, model } = await loadModel(options.source, { ...options, text });
  refuseIgnoredOptions(model);
  const { checkOutput } = await import('../check/index.js');
  return checkOutput({
    loaded,
    model,
    output: options.output,
    targets: options.targets,
    format: options.format,
    normalise: options.normalise,
    emit: options.emit,
    usedBy: options.usedBy,
    openUsedBy: options.openUsedBy,
  });
}

/** What changed between two sources (files, URLs, base URLs, `-`, or generated directories). */
export async function diff(
  oldSource: string,
  newSource: string,
  options: DiffSourcesOptions = {},
): Promise<DiffReport> {
  const { diffSources } = await import('../diff/sources.js');
  return diffSources(oldSource, newSource, options);
}

export { checkVersions, generateVersions } from './versions-commands.js';
export type {
  CheckVersionsOptions,
  GenerateVersionsOptions,
  GenerateVersionsResult,
} from './versions-commands.js';
export type { VersionSource } from './versions.js';
export type { ApiModel, Diagnostic, GeneratedFile, NormaliseOptions } from '../ir/types.js';
export type { LoadedDocument, LoadOptions, Lock } from '../loader/types.js';
export type { SpecforgeConfig, TargetName } from '../config/types.js';
export type { DiffReport, Finding, DiffOptions } from '../diff/types.js';
export type { CheckResult } from '../check/index.js';
