import type { DiffReport, Finding, Level } from '../types.js';
import { xmlAttribute as attr, xmlText as text } from './xml.js';

/**
 * A JUnit XML report (the Ant/Jenkins shape every CI reads): one testcase per operation of
 * either side, failed when it has findings at or above the gate (`--fail-on`); the findings
 * below it are the testcase's `system-out`. Findings about the document as a whole (no
 * operation) are the testcase `api`.
 */
export interface JunitOptions {
  /** The suite's name: `specforge diff`. */
  suite: string;
  /** `METHOD /path` of every operation of both sides (a testcase each, findings or not). */
  operations: readonly string[];
  failOn: Level | 'none';
}

/** One testcase of the report. */
export interface JunitCase {
  name: string;
  failure?: { type: string; message: string; body: string };
  out?: string;
}

const RANK: Record<Level | 'none', number> = { breaking: 3, warning: 2, info: 1, none: 4 };

export function renderJunit(report: DiffReport, options: JunitOptions): string {
  return junitDocument(options.suite, findingCases(report.changes, options));
}

/** The testcases of a diff's findings: every operation named, and those the findings touch. */
export function findingCases(
  findings: Finding[],
  options: Omit<JunitOptions, 'suite'>,
): JunitCase[] {
  const cases = groupByOperation(findings, options.operations);
  return [...cases].map(([name, found]) => findingCase(name, found, options.failOn));
}

export function junitDocument(suite: string, cases: JunitCase[]): string {
  const failures = cases.filter((c) => c.failure !== undefined).length;
  const counts = `tests="${cases.length}" failures="${failures}" errors="0"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attr(suite)}" ${counts}>`,
    `  <testsuite name="${attr(suite)}" ${counts} skipped="0">`,
    ...cases.flatMap((c) => caseLines(suite, c)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function caseLines(suite: string, c: JunitCase): string[] {
  const open = `    <testcase classname="${attr(suite)}" name="${attr(c.name)}" time="0"`;
  if (c.failure === undefined && c.out === undefined) return [`${open}/>`];
  const lines = [`${open}>`];
  if (c.failure) {
    const { type, message, body } = c.failure;
    lines.push(
      `      <failure type="${attr(type)}" message="${attr(message)}">${text(body)}</failure>`,
    );
  }
  if (c.out !== undefined) lines.push(`      <system-out>${text(c.out)}</system-out>`);
  lines.push('    </testcase>');
  return lines;
}

/** Operations in path-then-method order; a finding's operation joins the list if missing. */
function groupByOperation(
  findings: Finding[],
  operations: readonly string[],
): Map<string, Finding[]> {
  const names = new Set(operations);
  for (const finding of findings) names.add(caseName(finding));
  const sorted = [...names].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const cases = new Map(sorted.map((name) => [name, [] as Finding[]]));
  for (const finding of findings) cases.get(caseName(finding))?.push(finding);
  return cases;
}

function caseName(finding: Finding): string {
  return finding.method ? `${finding.method} ${finding.path}` : 'api';
}

/** `GET /job` → `/job GET`, so a path's operations sit together; `api` first. */
function sortKey(name: string): string {
  const space = name.indexOf(' ');
  return space < 0 ? '' : `${name.slice(space + 1)} ${name.slice(0, space)}`;
}

/** A finding fails its testcase at or above the gate, unless `--used-by` found it unused. */
function findingCase(name: string, findings: Finding[], failOn: Level | 'none'): JunitCase {
  const failing = findings.filter((f) => f.used !== false && RANK[f.level] >= RANK[failOn]);
  const other = findings.filter((f) => !failing.includes(f));
  const result: JunitCase = { name };
  if (failing.length > 0) {
    const worst = failing.reduce((a, b) => (RANK[b.level] > RANK[a.level] ? b : a));
    const count = `${failing.length} finding${failing.length === 1 ? '' : 's'}`;
    const message = `${count} at or above ${failOn}: ${worst.message}`;
    result.failure = { type: worst.level, message, body: describe(failing) };
  }
  if (other.length > 0) result.out = describe(other);
  return result;
}

function describe(findings: Finding[]): string {
  return findings
    .map((f) => {
      const unused = f.used === false ? ' (unused by the project)' : '';
      const client = f.client ? `\n  client: ${f.client}` : '';
      return `${f.level} ${f.id}${unused}: ${f.message}${client}`;
    })
    .join('\n');
}
