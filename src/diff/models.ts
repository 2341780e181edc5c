import type { ApiModel } from '../ir/types.js';
import type { DiffOptions, DiffReport, Finding } from './types.js';
import { diffStructure, diffStructureInto } from './structural/index.js';
import { applyRules, ruleApplier } from './findings.js';
import { RULES } from './rules/index.js';
import { sortFindings, summarise } from './order.js';

/**
 * The pure diff: two models in, a report out. Layer one (`diffStructure`) lists neutral
 * changes, layer two (`applyRules`) gives them meaning, then the findings are put in
 * their total order and counted. The rules judge each change as the structural diff finds
 * it (`ruleApplier`): the same findings as judging the whole list afterwards, without
 * keeping every change record alive until then.
 */
export function diffModels(
  oldModel: ApiModel,
  newModel: ApiModel,
  options: DiffOptions = {},
): DiffReport {
  const judge = ruleApplier(options, RULES, options.usedBy?.(oldModel));
  diffStructureInto(oldModel, newModel, judge);
  options.onChanges?.(judge.count);
  return reportOf(judge.findings());
}

/**
 * `diffModels`, opening `options.openUsedBy` only when there is a change to mark: then
 * the changes are listed first, and judged once the project is open.
 */
export async function diffModelsOpening(
  oldModel: ApiModel,
  newModel: ApiModel,
  options: DiffOptions = {},
): Promise<DiffReport> {
  if (options.usedBy || !options.openUsedBy) return diffModels(oldModel, newModel, options);
  const changes = diffStructure(oldModel, newModel);
  options.onChanges?.(changes.length);
  const usedBy = changes.length > 0 ? await options.openUsedBy() : undefined;
  return reportOf(applyRules(changes, options, RULES, usedBy?.(oldModel)));
}

function reportOf(findings: Finding[]): DiffReport {
  const changes = sortFindings(findings);
  return { changes, summary: summarise(changes) };
}
