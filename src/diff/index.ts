import type { ApiModel } from '../ir/types.js';
import type { DiffOptions, DiffReport } from './types.js';
import { diffStructure } from './structural/index.js';
import { applyRules } from './findings.js';
import { sortFindings, summarise } from './order.js';

/**
 * `specforge diff` as a library. `diffModels` is pure (two models in, a report out);
 * `diffSources` loads and normalises two sources first (see sources.ts).
 */
export function diffModels(
  oldModel: ApiModel,
  newModel: ApiModel,
  options: DiffOptions = {},
): DiffReport {
  const changes = sortFindings(applyRules(diffStructure(oldModel, newModel), options));
  return { changes, summary: summarise(changes) };
}

// diffSources lands with the normaliser (sources.ts)
export { diffStructure } from './structural/index.js';
export { RULES, type Rule } from './rules/index.js';
export { parseIgnoreFile, parseLevelOverrides } from './ignore.js';
export { failsAt, sortFindings, summarise } from './order.js';
export { renderReport, DIFF_FORMATS, type DiffFormat } from './report/index.js';
export type * from './types.js';
