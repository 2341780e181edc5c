import type { Operation, Paging, Parameter, Schema } from '../../ir/types.js';
import type { SchemaLookup } from '../operations/envelope-schema.js';
import { derefSchema, listItemOf, propertiesOf } from './schemas.js';

/**
 * How a list read pages, from the names of its query parameters (the conventions of
 * the job service and of the large public APIs): `limit` + `offset`, `page` (with a
 * page size when there is one), or `since` (the last item's id or timestamp). A read
 * that only limits (`limit` alone) does not page.
 */
const OFFSET = ['offset', 'skip', 'start'];
const SIZE = ['limit', 'per_page', 'page_size', 'pagesize', 'perpage', 'size', 'count'];
/** Item fields a `since` cursor follows, by the cursor's type. */
const SINCE_FIELDS = { integer: ['id'], string: ['updated_at', 'updated', 'created_at', 'created'] };

export function pagingOf(op: Operation, lookup: SchemaLookup): Paging | undefined {
  if (op.method !== 'GET') return undefined;
  const item = listItemOf(op, lookup);
  if (item === undefined) return undefined;
  const query = op.parameters.filter((p) => p.location === 'query' && !p.required);
  const find = (names: string[], kinds: string[]) =>
    query.find((p) => names.includes(p.name.toLowerCase()) && kinds.includes(kindOf(p.schema, lookup)));
  const numeric = ['integer', 'number'];
  const size = find(SIZE, numeric);
  const offset = find(OFFSET, numeric);
  if (offset && size) return { kind: 'offset', offset: offset.name, limit: size.name };
  const page = find(['page'], numeric);
  if (page) return size ? { kind: 'page', page: page.name, size: size.name } : { kind: 'page', page: page.name };
  const since = find(['since'], ['integer', 'string']);
  const field = since && sinceField(since, item, lookup);
  return since && field ? { kind: 'since', since: since.name, field } : undefined;
}

function kindOf(schema: Schema, lookup: SchemaLookup): string {
  return derefSchema(schema, lookup)?.kind ?? 'unknown';
}

/** The item property the cursor follows: same type as the cursor, named by convention. */
function sinceField(since: Parameter, item: Schema, lookup: SchemaLookup): string | undefined {
  const kind = kindOf(since.schema, lookup) as keyof typeof SINCE_FIELDS;
  const candidates = SINCE_FIELDS[kind];
  const properties = propertiesOf(item, lookup).filter((p) => kindOf(p.schema, lookup) === kind);
  return candidates.find((name) => properties.some((p) => p.name === name));
}
