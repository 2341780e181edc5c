import type { Operation } from '../ir/types.js';
import { closest } from '../util/did-you-mean.js';
import { configKeys } from './config-key.js';
import { report, type Context } from './context.js';

/**
 * A configuration key that names no operation of the document (`envelope`, `names`,
 * `access`, `query.invalidates`, `query.terminal`) would be ignored without a word: a typo
 * in an operationId would silently leave the default. Each one is an error diagnostic
 * (`config-key-unknown`) naming the nearest real key; `generate` and `check` refuse it
 * (exit 2, api/pipeline.ts), `inspect` lists it. An `access` key ending in `/*` must cover
 * at least one path.
 */
export function reportUnknownConfigKeys(ctx: Context, operations: readonly Operation[]): void {
  const sections: [string, Readonly<Record<string, unknown>> | undefined][] = [
    ['envelope', ctx.options.envelope],
    ['names', ctx.options.names],
    ['access', ctx.options.access],
    ['query.invalidates', ctx.options.query?.invalidates],
    ['query.terminal', ctx.options.query?.terminal],
  ];
  // No key to check (no config, as in most diffs): the operations' keys are not worked out
  // (three strings per operation: ~3 % of normalising GitHub's document).
  if (sections.every(([, table]) => table === undefined || Object.keys(table).length === 0)) return;
  const keys = new Set(operations.flatMap(configKeys));
  for (const [section, table] of sections) {
    for (const key of Object.keys(table ?? {})) {
      if (keys.has(key)) continue;
      if (section === 'access' && key.endsWith('/*')) {
        if (!coversAPath(key.slice(0, -2), operations)) unknownPrefix(ctx, key, operations);
        continue;
      }
      const guess = closest(key, keys);
      const hint = guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`;
      const message = `${section}[${JSON.stringify(key)}] names no operation of this document${hint}`;
      report(ctx, 'config-key-unknown', 'error', '', message, keyForms);
    }
  }
}

const keyForms = "an operation's key is its operationId or 'METHOD /path' (see specforge inspect)";

function coversAPath(prefix: string, operations: readonly Operation[]): boolean {
  return operations.some(
    (op) => prefix === '' || op.path === prefix || op.path.startsWith(`${prefix}/`),
  );
}

function unknownPrefix(ctx: Context, key: string, operations: readonly Operation[]): void {
  const prefixes = new Set(
    operations.flatMap((op) =>
      op.path
        .split('/')
        .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/*`)
        .slice(1),
    ),
  );
  const guess = closest(key, prefixes);
  const hint = guess === undefined ? '' : ` (did you mean ${JSON.stringify(guess)}?)`;
  const message = `access[${JSON.stringify(key)}] covers no path of this document${hint}`;
  report(ctx, 'config-key-unknown', 'error', '', message);
}
