import type { Operation, Paging, Schema } from '../../ir/types.js';
import type { SchemaLookup } from '../operations/envelope-schema.js';
import { derefSchema, listItemOf, propertiesOf } from './schemas.js';

/**
 * How a list read pages, from the names of its query parameters (the conventions of
 * the job service and of the large public APIs): `limit` + `offset`, `page` (with a
 * page size when there is one), or `since` (the last item's id). A read
 * that only limits (`limit` alone) does not page.
 */
const OFFSET = ['offset', 'skip', 'start'];
const SIZE = ['limit', 'per_page', 'page_size', 'pagesize', 'perpage', 'size', 'count'];
/** Item fields an integer `since` cursor follows (GitHub's `?since=<last id>`). */
const SINCE_FIELDS = ['id'];

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
  const since = find(['since'], ['integer']);
  const field = since && sinceField(item, lookup);
  return since && field ? { kind: 'since', since: since.name, field } : undefined;
}

/** The JSON type of a schema: `integer` apart from `number`, as cursors need. */
function kindOf(schema: Schema, lookup: SchemaLookup): string {
  const target = derefSchema(schema, lookup);
  if (target?.kind === 'number') return target.integer ? 'integer' : 'number';
  return target?.kind ?? 'unknown';
}

/** The item property the cursor follows: an integer, named by convention. */
function sinceField(item: Schema, lookup: SchemaLookup): string | undefined {
  const properties = propertiesOf(item, lookup).filter((p) => kindOf(p.schema, lookup) === 'integer');
  return SINCE_FIELDS.find((name) => properties.some((p) => p.name === name));
}
