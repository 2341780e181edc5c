/**
 * `specforge diff` as a library: `diffModels` is pure (two models in, a report out);
 * `diffSources` loads and normalises two sources first; `renderReport` prints a report.
 */
export { diffModels } from './models.js';
export { diffSources, type DiffSourcesOptions } from './sources.js';
export { readDiffSide, type DiffSide } from './read-side.js';
export { diffStructure } from './structural/index.js';
export { RULES, type Rule } from './rules/index.js';
export { parseIgnoreFile } from './ignore.js';
export { parseLevelOverrides } from './levels.js';
export { failsAt, sortFindings, summarise } from './order.js';
export { renderReport, type DiffFormat } from './report/index.js';
export type * from './types.js';
