import type { ApiModel } from '../ir/types.js';
import type { ChangeRecord, DiffOptions, DiffReport } from './types.js';
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
  const changes = diffStructure(oldModel, newModel);
  options.onChanges?.(changes.length);
  return reportOf(changes, oldModel, options, options.usedBy);
}

/** `diffModels`, opening `options.openUsedBy` only when there is a change to mark. */
export async function diffModelsOpening(
  oldModel: ApiModel,
  newModel: ApiModel,
  options: DiffOptions = {},
): Promise<DiffReport> {
  const changes = diffStructure(oldModel, newModel);
  options.onChanges?.(changes.length);
  const open = changes.length > 0 && !options.usedBy ? options.openUsedBy : undefined;
  return reportOf(changes, oldModel, options, open ? await open() : options.usedBy);
}

function reportOf(
  structural: ChangeRecord[],
  oldModel: ApiModel,
  options: DiffOptions,
  usedBy: DiffOptions['usedBy'],
): DiffReport {
  const changes = sortFindings(applyRules(structural, options, RULES, usedBy?.(oldModel)));
  return { changes, summary: summarise(changes) };
}
