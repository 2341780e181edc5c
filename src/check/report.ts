import type { CheckResult } from './index.js';

const REASON_TEXT: Record<CheckResult['reasons'][number], string> = {
  'not-generated': 'the output directory does not exist yet',
  'not-specforge-output': 'the directory has no specforge.lock.json (not written by specforge generate)',
  'document-changed': "the installation's document changed",
  'specforge-changed': 'specforge changed',
  'targets-changed': 'other targets were asked for than were generated',
  'overlays-changed': 'the overlays applied to the document changed (added, removed or edited)',
  edited: 'files were edited or added by hand since generation',
  'output-differs': 'the output differs from a fresh generation (changed configuration?)',
};

const FILE_TEXT = {
  stale: 'stale  ',
  edited: 'edited ',
  missing: 'missing',
  extra: 'extra  ',
} as const;

/** The human report of `specforge check`: why, what moved (breaking first), which files. */
export function checkText(result: CheckResult, source: string, maxFindings = 10): string {
  if (result.upToDate) return `${result.output} is up to date`;
  const lines = [`${result.output} is stale:`];
  for (const reason of result.reasons) {
    lines.push(`  - ${REASON_TEXT[reason]}${reasonDetail(result, reason)}`);
    if (reason === 'document-changed' && result.document) {
      lines.push(...documentLines(result.document, maxFindings, `specforge diff ${result.output} ${source}`));
    }
  }
  if (result.files.length > 0) {
    lines.push('  files:');
    for (const file of result.files) lines.push(`    ${FILE_TEXT[file.status]}  ${file.path}`);
  }
  lines.push(`run: specforge generate ${source} -o ${result.output}`);
  return lines.join('\n');
}

function reasonDetail(result: CheckResult, reason: string): string {
  if (reason === 'document-changed' && result.document) {
    const { from, to } = result.document;
    return `: ${from.version} (${from.sha256.slice(0, 12)}) → ${to.version} (${to.sha256.slice(0, 12)})`;
  }
  if (reason === 'specforge-changed' && result.specforge) return `: ${result.specforge.from} → ${result.specforge.to}`;
  return '';
}

function documentLines(
  document: NonNullable<CheckResult['document']>,
  maxFindings: number,
  diffCommand: string,
): string[] {
  const { operations, diff } = document;
  const lines = [
    `      operations: ${operations.added} added, ${operations.removed} removed, ${operations.changed} changed; ` +
      `${diff.summary.breaking} breaking, ${diff.summary.warning} warning(s), ${diff.summary.info} info`,
  ];
  const shown = diff.changes.filter((f) => f.level !== 'info').slice(0, maxFindings);
  for (const finding of shown) {
    const where = finding.method ? `${finding.method} ${finding.path}` : 'api';
    lines.push(`      ${finding.level.padEnd(8)} ${where}: ${finding.message}`);
  }
  const hidden = diff.changes.filter((f) => f.level !== 'info').length - shown.length;
  if (hidden > 0) lines.push(`      … ${hidden} more (${diffCommand} lists them all)`);
  return lines;
}
