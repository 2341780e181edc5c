import type { MockSchemas } from './schema.js';
import type { Collection } from './collections.js';
import { resolve } from './schema-utils.js';

/**
 * The state a resource is in. A collection whose items have a state-like enum
 * (`state`, `status`) gives new items its first value, unless the config names
 * another; an action on an item (`POST /job/{jobid}/cancel`) moves it to the value
 * the action names (`cancel` → `cancelled`, `hold` → `held`), and `restart`, `retry`,
 * `resubmit`, `requeue`, `resume` and `release` back to the initial state. The
 * config's `transitions` (`{"POST /job/{jobid}/cancel": "cancelled"}`) win.
 */

export interface LifecycleSettings {
  /** Initial state by collection (`/job`) */
  initial?: Readonly<Record<string, string>>;
  /** Target state by action (`POST /job/{jobid}/cancel`) */
  transitions?: Readonly<Record<string, string>>;
  /**
   * The states an action is refused from, with a 409 where the operation documents one
   * (`{"POST /job/{jobid}/cancel": ["finished", "failed", "cancelled"]}`); default: the
   * state the action moves to (a second cancel).
   */
  refused?: Readonly<Record<string, readonly string[]>>;
}

export interface Lifecycle {
  property: string;
  values: readonly string[];
  initial: string;
}

const STATE_NAMES = ['state', 'status'];
const BACK_TO_START = /^(re(start|try|submit|queue|run|open|activate)|resume|release|reset)$/i;
const SYNONYMS: Record<string, string[]> = {
  hold: ['held', 'hold', 'paused', 'suspended'],
  pause: ['paused', 'held', 'suspended'],
  stop: ['stopped', 'cancelled', 'canceled'],
  kill: ['killed', 'cancelled', 'canceled'],
  abort: ['aborted', 'cancelled', 'canceled'],
  close: ['closed'],
  archive: ['archived'],
  drain: ['drain', 'draining'],
};

export function lifecycleOf(
  collection: Collection,
  schemas: MockSchemas,
  settings: LifecycleSettings,
): Lifecycle | undefined {
  for (const property of STATE_NAMES) {
    const schema = collection.properties.get(property);
    const target = schema && resolve(schema, schemas);
    if (target?.kind !== 'enum') continue;
    const values = target.values.filter((value): value is string => typeof value === 'string');
    if (values.length === 0) continue;
    const configured = settings.initial?.[collection.key];
    const initial =
      configured !== undefined && values.includes(configured) ? configured : values[0];
    return { property, values, initial: initial as string };
  }
  return undefined;
}

/** The state an action moves an item to, if it names one. */
export function transition(
  lifecycle: Lifecycle,
  operationKey: string,
  action: string,
  settings: LifecycleSettings,
): string | undefined {
  const configured = settings.transitions?.[operationKey];
  if (configured !== undefined) return configured;
  if (BACK_TO_START.test(action)) return lifecycle.initial;
  const stem = action.toLowerCase().replace(/e$/, '');
  const wanted = SYNONYMS[action.toLowerCase()] ?? [];
  return (
    lifecycle.values.find((value) => wanted.includes(value.toLowerCase())) ??
    lifecycle.values.find((value) => value.toLowerCase().startsWith(stem))
  );
}
