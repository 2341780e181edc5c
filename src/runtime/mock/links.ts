import type { Collection } from './collections.js';
import type { OperationPlan } from './resources.js';
import type { Link } from './store.js';

/**
 * The links between collections that the nested lists reveal: `/queue/{queuename}/job`
 * filtering jobs by `queue` says a job's `queue` names a queue, so seeded jobs are
 * spread over the seeded queues and every queue's list has jobs in it.
 */
export function linksOf(plans: ReadonlyMap<string, OperationPlan>): Map<Collection, Link[]> {
  const links = new Map<Collection, Link[]>();
  for (const { plan, parents } of plans.values()) {
    if (plan.kind !== 'list' || !plan.view) continue;
    const { property, param } = plan.view;
    const parent = parents.find((candidate) => candidate.param === param);
    if (!parent || parent.collection === plan.collection) continue;
    const known = links.get(plan.collection) ?? [];
    if (!known.some((link) => link.property === property))
      known.push({ property, target: parent.collection });
    links.set(plan.collection, known);
  }
  return links;
}
