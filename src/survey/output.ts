import { writeFileAtomic } from '../write/atomic-file.js';
import { nextSurveyLock, type SurveyLock } from './history.js';
import { renderJson, renderMarkdown, renderText, type SurveyFormat } from './report.js';
import type { Status, SurveyReport } from './types.js';

/**
 * What the CLI does with a finished survey: render it, write the lockfile, and decide the
 * exit code from `--fail-on` (a list of statuses; default `breaking-used`).
 */
export async function renderSurvey(report: SurveyReport, format: SurveyFormat): Promise<string> {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown') return renderMarkdown(report);
  if (format === 'html') {
    // the page's modules (handlebars, the shell) load only for this format
    const { renderSurveyHtml } = await import('./report-html.js');
    return renderSurveyHtml(report);
  }
  return renderText(report);
}

export async function writeSurveyLock(
  path: string,
  previous: SurveyLock | undefined,
  report: SurveyReport,
) {
  const lock = nextSurveyLock(previous, report.installations, report.surveyedAt);
  await writeFileAtomic(path, `${JSON.stringify(lock, null, 2)}\n`);
}

export const FAIL_ON = [
  'breaking-used',
  'breaking',
  'breaking-unused',
  'unreachable',
  'none',
] as const;
export type FailOn = (typeof FAIL_ON)[number];

/**
 * Whether a status trips one `--fail-on` value. `breaking` is any breaking status;
 * `breaking-used` also trips on `breaking` (without `--used-by` nothing says it is unused).
 */
const TRIPS: Record<FailOn, readonly Status[]> = {
  'breaking-used': ['breaking-used', 'breaking'],
  breaking: ['breaking', 'breaking-used', 'breaking-unused'],
  'breaking-unused': ['breaking-unused'],
  unreachable: ['unreachable'],
  none: [],
};

export function surveyFails(report: SurveyReport, failOn: readonly FailOn[]): boolean {
  return report.installations.some((row) =>
    failOn.some((value) => TRIPS[value].includes(row.status)),
  );
}
