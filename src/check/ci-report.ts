import { renderGithubActions, workflowCommand } from '../diff/report/github-actions.js';
import { findingCases, junitDocument, type JunitCase } from '../diff/report/junit.js';
import type { CheckResult } from './index.js';
import { FILE_TEXT, REASON_TEXT } from './report.js';

/**
 * `check --format githubactions|junit`: the staleness as CI reads it. The output directory
 * is one finding (an error annotation, a failed testcase) listing why and which files;
 * when the document moved on, its diff's findings follow as `diff` reports them (its
 * breaking changes fail their operation's testcase).
 */
export interface CheckCiOptions {
  /** The command that regenerates: `specforge generate <source> -o <dir>`. */
  regenerate: string;
  /** The document's path for annotations, when it is a file of the checkout. */
  file?: string;
  /** The output directory as a path of the checkout (annotations name its files). */
  outputDir: string;
}

const TOOL = 'specforge check';

export function checkGithubActions(result: CheckResult, options: CheckCiOptions): string {
  if (result.upToDate) {
    return `${workflowCommand('notice', { title: TOOL }, `${result.output} is up to date`)}\n`;
  }
  const lines = [workflowCommand('error', { title: TOOL }, staleMessage(result, options, false))];
  for (const file of result.files) {
    const path = `${options.outputDir.replace(/\/+$/, '')}/${file.path}`;
    const title = `${TOOL}: ${file.status}`;
    lines.push(
      workflowCommand('error', { file: path, title }, `${file.path}: ${FILE_TEXT[file.status]}`),
    );
  }
  const diff = result.document?.diff;
  const findings = diff ? renderGithubActions(diff, { tool: TOOL, file: options.file }) : '';
  return `${lines.join('\n')}\n${findings}`;
}

export function checkJunit(result: CheckResult, options: CheckCiOptions): string {
  const output: JunitCase = { name: `generated output ${result.output}` };
  if (!result.upToDate) {
    output.failure = {
      type: 'stale',
      message: `${result.output} is stale: ${result.reasons.map((r) => REASON_TEXT[r]).join('; ')}`,
      body: staleMessage(result, options, true),
    };
  }
  const diff = result.document?.diff;
  const operations = diff ? findingCases(diff.changes, { operations: [], failOn: 'breaking' }) : [];
  return junitDocument(TOOL, [output, ...operations]);
}

function staleMessage(result: CheckResult, options: CheckCiOptions, withFiles: boolean): string {
  const files = withFiles
    ? result.files.map((file) => `${file.path}: ${FILE_TEXT[file.status]}`)
    : [];
  return [
    `${result.output} is stale: ${result.reasons.map((r) => REASON_TEXT[r]).join('; ')}`,
    ...files,
    `run: ${options.regenerate}`,
  ].join('\n');
}
