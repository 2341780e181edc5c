import type { Finding, OperationRef } from './types.js';

/**
 * The findings kept by `applyRules`: one per impact (rule, operation, client impact, and the
 * message with its location taken out), the one with the shortest location, in the order
 * each impact was first met.
 *
 * Looked up level by level (operation, rule, client impact) rather than by one joined key:
 * Stripe's pair yields 38 000 findings, and building, hashing and keeping a 200-character key
 * for each was half of the rules' time (~170 of ~310 ms, most of it the garbage collector).
 * The message without its location is worked out only when a second finding meets the same
 * rule and client impact in one operation, which a large diff rarely does.
 */
export class ImpactSet {
  private readonly kept: Finding[] = [];
  /** `method path` → rule id → client impact → bucket. */
  private readonly operations = new Map<string, Map<string, Map<string, Bucket>>>();
  /** Each operation reference seen → its entry above (records of one operation share one). */
  private readonly byRef = new Map<OperationRef, Map<string, Map<string, Bucket>>>();

  /**
   * Keeps `finding` unless its impact is kept already with a location as short; with
   * `usedNow` (`--used-by`), an impact is used when any of its findings is.
   */
  add(finding: Finding, operation: OperationRef, usedNow?: () => boolean): void {
    const byClient = this.rulesOf(operation, finding.id);
    const bucket = byClient.get(finding.client);
    if (bucket === undefined) {
      byClient.set(finding.client, this.keep(finding, undefined, usedNow));
      return;
    }
    const byWhat =
      typeof bucket === 'number' ? new Map([[whatOf(this.kept[bucket]!), bucket]]) : bucket;
    if (byWhat !== bucket) byClient.set(finding.client, byWhat);
    const what = whatOf(finding);
    const index = byWhat.get(what);
    if (index === undefined) byWhat.set(what, this.keep(finding, undefined, usedNow));
    else this.keep(finding, index, usedNow);
  }

  values(): Finding[] {
    return this.kept;
  }

  /** Stores `finding` at a new index, or at `index` over a previous one with a longer location. */
  private keep(finding: Finding, index: number | undefined, usedNow?: () => boolean): number {
    const previous = index === undefined ? undefined : this.kept[index];
    if (usedNow) finding.used = usedNow() || previous?.used === true;
    if (previous && finding.used) previous.used = true;
    if (index === undefined) return this.kept.push(finding) - 1;
    if (finding.location.length < previous!.location.length) this.kept[index] = finding;
    return index;
  }

  private rulesOf(operation: OperationRef, id: string): Map<string, Bucket> {
    let rules = this.byRef.get(operation);
    if (!rules) {
      const key = `${operation.method} ${operation.path}`;
      rules = this.operations.get(key) ?? new Map<string, Map<string, Bucket>>();
      this.operations.set(key, rules);
      this.byRef.set(operation, rules);
    }
    let byClient = rules.get(id);
    if (!byClient) rules.set(id, (byClient = new Map<string, Bucket>()));
    return byClient;
  }
}

/**
 * The findings of one rule, operation and client impact: the index of the only one, or by
 * message without location once there are two. A bare index spares an object per finding
 * (Stripe's pair: 38 000 findings, nearly all alone in their bucket).
 */
type Bucket = number | Map<string, number>;

function whatOf(finding: Finding): string {
  return finding.message.replaceAll(finding.location, '');
}
