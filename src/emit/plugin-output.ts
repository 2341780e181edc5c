import { SpecforgeError } from '../errors.js';
import type { ApiModel, Diagnostic, GeneratedFile } from '../ir/types.js';
import { isSafeRelativePath } from '../util/safe-path.js';
import type { EmitContext, Target } from './target.js';
import type { EmitOutput } from './shared/options.js';

/**
 * Runs a target that is not specforge's own (a config `plugins` module, or one given to the
 * API) and holds its output to the contract: a throw, a malformed answer or a path that could
 * leave the output directory (the writer's test, util/safe-path.ts) is one line naming the
 * plugin, exit 2 — never "internal error", and nothing is written.
 */
export function runPlugin(
  target: Target<object>,
  model: ApiModel,
  options: object,
  context: EmitContext,
): EmitOutput {
  let output: unknown;
  try {
    output = target.emit(model, options, context);
  } catch (error) {
    throw failed(target, `threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (output instanceof Promise)
    throw failed(target, 'emit returned a promise (it must be synchronous)');
  if (
    typeof output !== 'object' ||
    output === null ||
    !Array.isArray((output as { files?: unknown }).files)
  ) {
    throw failed(target, 'emit must return { files: [{ path, contents }], diagnostics }');
  }
  const { files, diagnostics = [] } = output as { files: unknown[]; diagnostics?: unknown };
  if (!Array.isArray(diagnostics)) throw failed(target, 'its diagnostics are not a list');
  return {
    files: files.map((file) => checkedFile(target, file)),
    diagnostics: diagnostics as Diagnostic[],
  };
}

function checkedFile(target: Target<object>, file: unknown): GeneratedFile {
  const { path, contents } = (file ?? {}) as { path?: unknown; contents?: unknown };
  if (typeof path !== 'string' || typeof contents !== 'string') {
    throw failed(target, 'a file is not { path: string, contents: string }');
  }
  if (!isSafeRelativePath(path)) {
    throw failed(
      target,
      `wrote ${JSON.stringify(path)}, which is not a path inside the output directory`,
    );
  }
  return { path, contents };
}

function failed(target: Target<object>, what: string): SpecforgeError {
  return new SpecforgeError('plugin-failed', `plugin target "${target.name}" ${what}`);
}
