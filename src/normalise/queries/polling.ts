import type { EnumValue, Operation, Polling } from '../../ir/types.js';
import type { SchemaLookup } from '../operations/envelope-schema.js';
import { report, type Context } from '../context.js';
import { configuredKey } from '../config-key.js';
import { derefSchema, propertiesOf } from './schemas.js';

/**
 * Reads of one object with a state-like enum (`state`, `status`) can be polled until
 * the state stops changing. The terminal values are the enum's values that name an
 * end (finished, failed, cancelled, …) or a resource that stopped working and will not
 * change until someone acts (a node's `error` or `offline`); `query.terminal` in the config replaces them
 * (`[]`: never poll). A resource whose enum names no end is not polled.
 */
const STATE_FIELDS = ['state', 'status'];
const TERMINAL =
  /^(finished|done|completed?|succeeded|success(ful)?|failed|failure|errored|error|cancell?ed|aborted|killed|expired|deleted|rejected|stopped|terminated|timed_?out|offline)$/i;

export function pollingOf(ctx: Context, op: Operation, lookup: SchemaLookup): Polling | undefined {
  if (op.method !== 'GET' || op.result.shape !== 'single') return undefined;
  const state = stateProperty(op, lookup);
  if (state === undefined) return undefined;
  const configured = configuredTerminal(ctx, op);
  if (configured !== undefined) {
    const unknown = configured.filter((value) => !state.values.includes(value));
    if (unknown.length > 0) {
      report(
        ctx,
        'query-terminal-unknown',
        'warning',
        op.pointer,
        `query.terminal for ${op.id} names ${unknown.join(', ')}, not among ${state.name}'s values ${state.values.join(', ')}`,
      );
    }
    return configured.length === 0
      ? undefined
      : { field: state.name, terminal: configured, source: 'config' };
  }
  const terminal = state.values.filter((value) => TERMINAL.test(value));
  return terminal.length === 0 ? undefined : { field: state.name, terminal, source: 'derived' };
}

function stateProperty(
  op: Operation,
  lookup: SchemaLookup,
): { name: string; values: string[] } | undefined {
  const properties = propertiesOf(op.result.item, lookup);
  for (const name of STATE_FIELDS) {
    const property = properties.find((p) => p.name === name);
    const schema = property && derefSchema(property.schema, lookup);
    if (schema?.kind !== 'enum') continue;
    const values = schema.values.filter((v: EnumValue): v is string => typeof v === 'string');
    if (values.length > 0) return { name, values };
  }
  return undefined;
}

function configuredTerminal(ctx: Context, op: Operation): string[] | undefined {
  const table = ctx.options.query?.terminal;
  const key = configuredKey(table, op);
  return table === undefined || key === undefined ? undefined : table[key];
}
