import { defineCommand } from './command.js';
import type { ApiModel, Diagnostic, Operation } from '../../ir/types.js';
import { sourceOptions } from '../source-flags.js';
import { maxOf } from '../../util/max-of.js';
import { commandSettings, configOption } from '../settings.js';
import { oneLine } from '../../util/terminal-text.js';

/**
 * `specforge inspect <source> [--json]`: what the model found — operations with method,
 * path, client name, access level, result shape and auth — then every diagnostic.
 * Configuration (`envelope`, `access`, `names`, `queryParserAsBody`) applies, so users
 * see the effect of their overrides. Exit 0 whatever the diagnostics say.
 */
export const inspectCommand = defineCommand({
  name: 'inspect [source]',
  describe: 'Show what the model found: operations, access, result shapes, guesses',
  builder: (y) =>
    configOption(sourceOptions(y)).option('json', {
      type: 'boolean',
      describe: 'Print the model summary as JSON on stdout',
    }),
  run: async (args, io) => {
    const settings = await commandSettings(args);
    const { inspect } = await import('../../api/index.js');
    const { model, diagnostics } = await inspect(settings.source, settings);
    // The emitters' diagnostics join the model's: inspect lists what generate counts.
    const seen = { ...model, diagnostics };
    io.out(args.json ? JSON.stringify(inspectJson(seen), null, 2) : inspectText(seen));
    return 0;
  },
  examples: [
    ['$0 inspect https://jobs.example.com', 'what specforge makes of an installation'],
    ['$0 inspect spec.json --json', 'the same, machine-readable'],
  ],
});

/** The `inspect --json` shape of docs/contract.md, exactly. */
export function inspectJson(model: ApiModel): unknown {
  return {
    format: model.format,
    version: model.version,
    sha256: model.sha256,
    operations: model.operations.map((op) => ({
      id: op.id,
      method: op.method,
      path: op.path,
      name: op.name.qualified,
      access: op.access,
      result: op.result.shape,
      auth: op.auth,
      ...(op.paging && { paging: op.paging }),
      ...(op.polling && { polling: { field: op.polling.field, terminal: op.polling.terminal } }),
      ...(op.invalidates && { invalidates: op.invalidates.map((i) => i.operation) }),
      ...(op.body?.requiredness === 'unknown' && { bodyRequired: 'unknown' }),
    })),
    diagnostics: model.diagnostics.map(({ code, severity, pointer, message }) => ({
      code,
      severity,
      pointer,
      message,
    })),
  };
}

/** A header, one row per operation, a count, then the diagnostics. */
export function inspectText(model: ApiModel): string {
  const { auth } = model;
  const exchange = auth.synthesised ? 'assumed from the known facts' : 'documented';
  const lines = [
    `${oneLine(model.title || '(untitled)')} ${oneLine(model.version)} — ${model.format}, basePath ${oneLine(model.basePath || '/')}, sha256 ${model.sha256.slice(0, 12)}`,
    `auth: ${auth.sessionHeader} + ${auth.tokenHeader} headers, login exchange at ${auth.path} ${exchange}`,
    '',
    ...table(
      ['METHOD', 'PATH', 'NAME', 'ACCESS', 'RESULT', 'AUTH', 'QUERY', 'WHY'],
      model.operations.map((op) => [
        op.method,
        op.path,
        op.name.qualified,
        op.access,
        op.result.shape,
        op.auth ? 'yes' : 'no',
        queryFacts(op),
        op.result.reason,
      ]),
    ),
    ...unknownBodies(model.operations),
    '',
    `${model.operations.length} operations, ${model.schemas.length} schemas`,
    ...diagnosticLines(model.diagnostics),
  ];
  return lines.join('\n');
}

/** What the query target does with an operation: paging, polling, invalidation. */
function queryFacts(op: Operation): string {
  const facts: string[] = [];
  if (op.paging) facts.push(`pages by ${op.paging.kind}`);
  if (op.polling) facts.push(`polls ${op.polling.field} until ${op.polling.terminal.join('|')}`);
  if (op.invalidates) facts.push(`invalidates ${op.invalidates.length}`);
  return facts.length > 0 ? facts.join(', ') : '-';
}

/** Bodies whose required fields the document cannot say (Flask-RESTX body parsers). */
function unknownBodies(operations: Operation[]): string[] {
  const unknown = operations.filter((op) => op.body?.requiredness === 'unknown');
  if (unknown.length === 0) return [];
  const list = unknown.map((op) => `${op.method} ${op.path}`).join(', ');
  return ['', `body fields' required-ness unknown (Flask-RESTX body parser): ${list}`];
}

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, i) =>
    maxOf(
      rows.map((row) => (row[i] ?? '').length),
      title.length,
    ),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map((row) => line(row.map(oneLine)))];
}

function diagnosticLines(diagnostics: Diagnostic[]): string[] {
  if (diagnostics.length === 0) return ['', 'no diagnostics'];
  const count = (severity: string) => diagnostics.filter((d) => d.severity === severity).length;
  const summary = `diagnostics: ${count('error')} error(s), ${count('warning')} warning(s), ${count('info')} info`;
  const rows = diagnostics.map(
    (d) =>
      `${d.severity.padEnd(7)}  ${d.code}  ${oneLine(d.pointer)}\n         ${oneLine(d.message)}`,
  );
  return ['', summary, ...rows];
}
