import type { Finding } from '../types.js';
import { clientParts } from './group.js';
import { OPERATION_TYPE_ROOTS } from '../structural/context.js';

/**
 * `--group-by schema`: a change to one schema is reported once per operation that reaches
 * it (Stripe's mutated copy: ~38 000 findings), which is right for a gate and unreadable as
 * release notes. Here findings on a named schema are folded into one change per schema,
 * rule, place and values, listing the operations it reaches; findings on an operation's own
 * parameters, body or result stay grouped by operation. Groups keep the order of their
 * first finding, so with sorted findings the most severe group comes first.
 */
export interface SchemaChange {
  /** The first finding of the fold: its rule, level, message, why and values stand for all. */
  finding: Finding;
  /** `Job.user`: the generated type and the place inside it. */
  typeRef: string;
  /** Every finding folded here, one per operation reached. */
  reaches: Finding[];
}

export interface ChangeGroup {
  kind: 'schema' | 'operation';
  /** `Job`, or `GET /job/{jobid}` (`whole API` for model-wide findings). */
  title: string;
  /** The generated method (operation groups only). */
  client: string;
  changes: SchemaChange[];
}

export function groupBySchema(findings: readonly Finding[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  const changes = new Map<string, SchemaChange>();
  for (const finding of findings) {
    const { handle, typeRef } = clientParts(finding);
    const schema = schemaOf(typeRef);
    const title = schema ?? (finding.method ? `${finding.method} ${finding.path}` : 'whole API');
    const groupKey = `${schema ? 'schema' : 'operation'} ${title}`;
    let group = groups.get(groupKey);
    if (!group) {
      const client = schema ? '' : handle;
      group = { kind: schema ? 'schema' : 'operation', title, client, changes: [] };
      groups.set(groupKey, group);
    }
    const changeKey = schema ? foldKey(finding, typeRef) : undefined;
    const same = changeKey === undefined ? undefined : changes.get(changeKey);
    if (same) same.reaches.push(finding);
    else {
      const change: SchemaChange = { finding, typeRef, reaches: [finding] };
      group.changes.push(change);
      if (changeKey !== undefined) changes.set(changeKey, change);
    }
  }
  return [...groups.values()];
}

/** The operations a group's changes reach (`GET /job`), each once. */
export function operationsReached(group: ChangeGroup): Set<string> {
  return new Set(
    group.changes.flatMap((change) => change.reaches.map((f) => `${f.method} ${f.path}`)),
  );
}

/** The named schema a type reference starts at (`Job` of `Job.user`), if any. */
function schemaOf(typeRef: string): string | undefined {
  const root = /^[^.[*]+/.exec(typeRef)?.[0];
  return root && !OPERATION_TYPE_ROOTS.has(root) ? root : undefined;
}

/** Same rule, same place in the same type, same values: the same change, wherever it is reached. */
function foldKey(finding: Finding, typeRef: string): string {
  return JSON.stringify([finding.id, finding.level, typeRef, finding.old, finding.new]);
}
