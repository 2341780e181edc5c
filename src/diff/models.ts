import type { ApiModel } from '../ir/types.js';
import type { DiffOptions, DiffReport } from './types.js';
import { diffStructure } from './structural/index.js';
import { applyRules } from './findings.js';
import { RULES } from './rules/index.js';
import { sortFindings, summarise } from './order.js';

/**
 * The pure diff: two models in, a report out. Layer one (`diffStructure`) lists neutral
 * changes, layer two (`applyRules`) gives them meaning, then the findings are put in
 * their total order and counted.
 */
export function diffModels(
  oldModel: ApiModel,
  newModel: ApiModel,
  options: DiffOptions = {},
): DiffReport {
  const used = options.usedBy?.(oldModel);
  const changes = sortFindings(applyRules(diffStructure(oldModel, newModel), options, RULES, used));
  return { changes, summary: summarise(changes) };
}
