import type { DocumentFormat } from '../ir/types.js';
import { OUTPUT_LOCK_NAME } from '../ir/generated-file.js';
import type { GenerationInputs } from './inputs.js';

/** Name of the file in every output directory that records what it was made from. */
export const OUTPUT_LOCK_FILE = OUTPUT_LOCK_NAME;

/**
 * `<dir>/specforge.lock.json`: lets `check` and `diff <dir> <source>` say what changed.
 * Written by `generate`; never holds credentials or timestamps.
 */
export interface OutputLock {
  specforgeVersion: string;
  /** The source as given (URL or path), for messages only. */
  source: string;
  /** sha256 of the canonical document (keys sorted). */
  sha256: string;
  infoVersion: string;
  format: DocumentFormat;
  targets: string[];
  /** The overlays applied to the document (file, sha256 of its bytes), in order; absent when none. */
  overlays?: { file: string; sha256: string }[];
  /** With overlays: sha256 of the embedded (overlaid) document, which `sha256` is not. */
  documentSha256?: string;
  /** The user's templates (config `templates`): name → sha256 of its bytes; absent when none. */
  templates?: Record<string, string>;
  /** Generated file (relative path) → sha256 of its bytes; detects hand edits. */
  files: Record<string, string>;
  /** What the output is a function of, hashed (write/inputs.ts): `check`'s fast path compares it. */
  inputs?: GenerationInputs;
  /** sha256 binding `inputs` to `files` (write/inputs.ts `inputsSeal`). */
  inputsSeal?: string;
  /**
   * The flags `generate` was run with (`--targets`, `--overlay`, `--config`, load flags;
   * credential-looking values `REDACTED`), so that `check` suggests the same command.
   */
  generatedWith?: string[];
  /** The canonical document itself (keys sorted), so a later diff needs no network. */
  document: Record<string, unknown>;
}
