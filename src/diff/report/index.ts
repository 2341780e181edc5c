import type { DiffReport } from '../types.js';
import { jsonReportPieces } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderText, type TextOptions } from './text.js';

export type DiffFormat = 'text' | 'markdown' | 'json';

/** The report in the chosen format; `json` is docs/contract.md's `{changes, summary}` shape. */
export function renderReport(report: DiffReport, format: DiffFormat, options: TextOptions): string {
  if (format === 'json') return [...jsonReportPieces(report)].join('');
  if (format === 'markdown') return renderMarkdown(report);
  return renderText(report, options);
}

export { jsonReportPieces, renderMarkdown, renderText, type TextOptions };
