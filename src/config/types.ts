import type { AccessLevel, ResultKind } from '../ir/types.js';
import type { TargetName } from '../emit/targets.js';

/** The targets are described once, in src/emit/targets.ts. */
export { TARGET_NAMES, type TargetName } from '../emit/targets.js';

/** One mock-installation user (docs/contract.md, "Users file"). */
export interface MockUser {
  username: string;
  password: string;
  access: AccessLevel;
  permissions?: string[];
}

/**
 * `specforge.config.json` (JSON with comments allowed). Everything a build step would
 * otherwise repeat on the command line. Flags override the file. Credentials come from
 * `SPECFORGE_USERNAME` / `SPECFORGE_PASSWORD` or `credentials` here — never from argv.
 * The JSON Schema in `schema/specforge.config.schema.json` mirrors this type.
 */
export interface SpecforgeConfig {
  /** Base URL, document URL, file or `-`. */
  source?: string;
  /** Output directory for `generate` and `check`. */
  output?: string;
  targets?: TargetName[];
  /** Run prettier over the output (slower; the output is prettier-clean without it). */
  format?: boolean;
  /** Result shape overrides, keyed by operationId or `METHOD /path`. */
  envelope?: Record<string, ResultKind>;
  /** Access level overrides, keyed by operationId, `METHOD /path`, or a path prefix ending in `/*`. */
  access?: Record<string, AccessLevel>;
  /** Client name overrides, e.g. `{ "get_job_list": "job.list" }`. */
  names?: Record<string, string>;
  /** Move Flask-RESTX query-parser arguments of POST/PUT/PATCH into a JSON body (default: job-service documents only). */
  queryParserAsBody?: boolean;
  validators?: { mode?: 'strict' | 'lenient' };
  /** How schemas are read: `inferTypes: false` applies keywords as JSON Schema does (default true). */
  schemas?: { inferTypes?: boolean };
  /** OpenAPI Overlay 1.0 files applied in order to the document before normalising (paths from the working directory). */
  overlays?: string[];
  /** The query target: what writes invalidate, which states end polling (see docs/targets.md). */
  query?: { invalidates?: Record<string, string[]>; terminal?: Record<string, string[]> };
  /** Extra request headers when loading the document. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  insecure?: boolean;
  /** Retries on network errors, 5xx and 429 when loading (default 2). */
  retries?: number;
  /** Largest document accepted, in bytes (default 50 MB). */
  maxSize?: number;
  mock?: {
    port?: number;
    seed?: number;
    latencyMs?: number;
    users?: MockUser[] | string;
    /** Where the engine's lifecycle guess is wrong (docs/mocks.md): initial states by collection, target states by action. */
    states?: { initial?: Record<string, string>; transitions?: Record<string, string> };
  };
  credentials?: { username?: string; password?: string };
}

/** Where a config came from, for messages. */
export interface LoadedConfig {
  path?: string;
  config: SpecforgeConfig;
}
