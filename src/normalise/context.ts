/**
 * What every part of the normaliser shares while it works: the document as served
 * (refs resolve against it), its 3.x-shaped view, where moved nodes came from, the
 * names of named schemas, the options, and the diagnostics collected so far.
 */
import type {
  Diagnostic,
  DocumentFormat,
  NormaliseOptions,
  Parameter,
  Schema,
  Severity,
} from '../ir/types.js';
import type { Json } from './json.js';
import { resolvePointer } from '../json/pointer.js';

export interface Context {
  /** The document as served: every `$ref` resolves against it, every pointer points into it. */
  source: Json;
  /** The OAS 3.x-shaped view: `source` itself, or the Swagger 2.0 upgrade of it. */
  document: Json;
  format: DocumentFormat;
  /**
   * Pointers of nodes that the Swagger 2.0 upgrade moved or created (a body parameter's
   * schema, a definition): the walker asks here before computing a pointer by position.
   */
  origin: Map<object, string>;
  /** Canonical local ref of a named schema → its IR name. */
  schemaNames: Map<string, string>;
  /** IR name → the key as written (discriminator defaults use it). */
  originalNames: Map<string, string>;
  /** IR name → the canonical local ref of its named schema (`schemaNames` reversed). */
  schemaPointers: Map<string, string>;
  /**
   * Local refs → the node each names in `source`, resolved once per run: operations repeat
   * the same parameter and response refs (GitHub: thousands of `#/components/parameters/…`).
   */
  resolved: Map<string, unknown>;
  /** Refs being inlined right now (cycle guard for refs to unnamed schemas). */
  inlining: Set<string>;
  options: NormaliseOptions;
  diagnostics: Diagnostic[];
  /**
   * Converted nodes by identity. A node is at one place in the document (refs resolve to
   * the same node, the upgrade shares one schema across media types), so its IR is the
   * same wherever it is used: converted once, diagnosed once.
   */
  memo: { parameter: Map<object, Parameter>; schema: Map<object, Schema> };
}

export function createContext(
  source: Json,
  document: Json,
  format: DocumentFormat,
  options: NormaliseOptions,
): Context {
  return {
    source,
    document,
    format,
    origin: new Map(),
    schemaNames: new Map(),
    originalNames: new Map(),
    schemaPointers: new Map(),
    resolved: new Map(),
    inlining: new Set(),
    options,
    diagnostics: [],
    memo: { parameter: new Map(), schema: new Map() },
  };
}

/** Records a guess or a problem. */
export function report(
  ctx: Context,
  code: string,
  severity: Severity,
  pointer: string,
  message: string,
  hint?: string,
): void {
  const diagnostic: Diagnostic = { code, severity, pointer, message };
  if (hint !== undefined) diagnostic.hint = hint;
  ctx.diagnostics.push(diagnostic);
}

/** The pointer of `node`: where the upgrade recorded it came from, else `computed`. */
export function pointerOf(ctx: Context, node: unknown, computed: string): string {
  return (node !== null && typeof node === 'object' && ctx.origin.get(node)) || computed;
}

/** The node a local ref names in the source document (see `resolved`), or undefined. */
export function resolveRef(ctx: Context, ref: string): unknown {
  if (ctx.resolved.has(ref)) return ctx.resolved.get(ref);
  const node = resolvePointer(ctx.source, ref);
  ctx.resolved.set(ref, node);
  return node;
}

/** The IR of `node`, converted once (nodes that are not objects are converted each time). */
export function memo<T>(table: Map<object, T>, node: unknown, make: () => T): T {
  if (node === null || typeof node !== 'object') return make();
  const known = table.get(node);
  if (known !== undefined) return known;
  const value = make();
  table.set(node, value);
  return value;
}
