import type { EnumValue, Operation, Parameter } from '../ir/types.js';
import { callOperation } from './call.js';
import type { Session } from './session.js';
import type { Transport } from './transport.js';
import type { EdgeCall, Exchange, Finding } from './types.js';

/**
 * A list's optional filters, sent: each value of a query parameter with choices (at most
 * six), and for a repeatable one two values at once in its documented array format
 * (`multi`: `state=a&state=b`; else joined). The answers are exchanges like any read (the
 * validators check them); where the records carry a field of the filter's name, a value
 * outside the ones sent is a `filter-ignored` warning.
 */
const MAX_VALUES = 6;

export interface FilterOutcome {
  exchanges: Exchange[];
  calls: EdgeCall[];
  findings: Finding[];
}

export async function filterCalls(
  transport: Transport,
  operation: Operation,
  session: Session,
  base: { url: string; query: Record<string, string> },
): Promise<FilterOutcome> {
  const out: FilterOutcome = { exchanges: [], calls: [], findings: [] };
  if (operation.result.shape !== 'list') return out;
  for (const parameter of operation.parameters.filter(
    (p) => p.location === 'query' && !p.required,
  )) {
    for (const values of choicesToSend(parameter)) {
      const query = new URLSearchParams(base.query);
      appendValues(query, parameter, values);
      const url = `${base.url}?${query.toString()}`;
      const exchange = await callOperation(transport, session, operation, url);
      out.exchanges.push(exchange);
      out.calls.push({ call: 'filter', url, status: exchange.status });
      const outside = valuesOutside(exchange, parameter.name, values);
      if (outside)
        out.findings.push({
          kind: 'filter-ignored',
          severity: 'warning',
          operation: operation.id,
          method: operation.method,
          path: operation.path,
          message: `?${query.toString()} answered records whose ${parameter.name} is ${outside}`,
          users: [session.user.username],
        });
    }
  }
  return out;
}

/** Each choice alone; for an array, also the first two together. */
function choicesToSend(parameter: Parameter): string[][] {
  const schema = parameter.schema;
  const choices = schema.kind === 'array' ? enumValues(schema.items) : enumValues(schema);
  const single = choices.slice(0, MAX_VALUES).map((value) => [value]);
  return schema.kind === 'array' && choices.length >= 2 ? [...single, choices.slice(0, 2)] : single;
}

function enumValues(schema: Parameter['schema']): string[] {
  if (schema.kind !== 'enum') return [];
  return schema.values
    .filter((v): v is Exclude<EnumValue, object | null> => v !== null && typeof v !== 'object')
    .map(String);
}

function appendValues(query: URLSearchParams, parameter: Parameter, values: string[]): void {
  if (parameter.schema.kind !== 'array' || parameter.arrayFormat === 'multi')
    for (const value of values) query.append(parameter.name, value);
  else query.set(parameter.name, values.join(SEPARATOR[parameter.arrayFormat]));
}

const SEPARATOR = { csv: ',', ssv: ' ', tsv: '\t', pipes: '|', multi: ',' } as const;

function valuesOutside(exchange: Exchange, field: string, sent: string[]): string | undefined {
  if (exchange.status !== 200) return undefined;
  const result = (exchange.body as { result?: unknown } | undefined)?.result;
  if (!Array.isArray(result)) return undefined;
  for (const item of result as unknown[]) {
    const value =
      item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined;
    if ((typeof value === 'string' || typeof value === 'number') && !sent.includes(String(value)))
      return JSON.stringify(value);
  }
  return undefined;
}
