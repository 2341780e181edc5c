import type { ApiModel } from '../ir/types.js';
import type { Finding } from '../diff/types.js';

export interface OperationCounts {
  added: number;
  removed: number;
  /** Operations present in both with at least one finding above info. */
  changed: number;
  breaking: number;
}

/** `GET /job/{jobid}` and `GET /job/{id}` are the same operation (as the diff sees it). */
function operationKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

/** The short "what moved" line of `check`: operations added, removed, changed. */
export function summariseOperations(
  oldModel: ApiModel,
  newModel: ApiModel,
  findings: Finding[],
): OperationCounts {
  const before = new Set(oldModel.operations.map((op) => operationKey(op.method, op.path)));
  const after = new Set(newModel.operations.map((op) => operationKey(op.method, op.path)));
  const touched = new Set(
    findings
      .filter((f) => f.level !== 'info' && f.method !== '')
      .map((f) => operationKey(f.method, f.path)),
  );
  return {
    added: [...after].filter((key) => !before.has(key)).length,
    removed: [...before].filter((key) => !after.has(key)).length,
    changed: [...touched].filter((key) => before.has(key) && after.has(key)).length,
    breaking: findings.filter((f) => f.level === 'breaking').length,
  };
}
