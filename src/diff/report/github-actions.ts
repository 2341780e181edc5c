import type { DiffReport, Finding, Level } from '../types.js';
import { summaryLine } from './group.js';

/**
 * GitHub Actions workflow commands (`::error file=…,title=…::message`): printed in a job's
 * log, each finding becomes an annotation on the pull request. The level picks the
 * command (breaking → error, warning → warning, info → notice).
 */
export interface WorkflowOptions {
  /** The document the findings are in, when it is a file of the repository (annotations need a path). */
  file?: string;
  /** What produced the findings, for the titles: `specforge diff`. */
  tool: string;
}

const COMMAND: Record<Level, string> = { breaking: 'error', warning: 'warning', info: 'notice' };

export function renderGithubActions(report: DiffReport, options: WorkflowOptions): string {
  const lines = report.changes.map((finding) => findingCommand(finding, options.file));
  lines.push(workflowCommand('notice', { title: options.tool }, summaryLine(report.summary)));
  return `${lines.join('\n')}\n`;
}

function findingCommand(finding: Finding, file: string | undefined): string {
  const where = finding.method ? `${finding.method} ${finding.path}` : 'api';
  const unused = finding.used === false ? ' (unused by the project)' : '';
  const message = `${where}: ${finding.message}${unused}${finding.client ? ` [${finding.client}]` : ''}`;
  return workflowCommand(
    COMMAND[finding.level],
    { file, title: `${finding.level} ${finding.id}` },
    message,
  );
}

/** One workflow command line; properties and message escaped by GitHub's rules. */
export function workflowCommand(
  command: string,
  properties: Record<string, string | undefined>,
  message: string,
): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${command}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}

/**
 * The runner's own rules (actions/toolkit, `command.ts`): `%`, CR and LF in the message;
 * also `:` and `,` in a property, which would otherwise end it.
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
