import type { Overlay } from '../loader/overlay-read.js';
import { reportMarkdown, reportText } from './report-text.js';
import { SEVERITY_ORDER, type ProbeReport, type Severity } from './types.js';

/** Where results and notes go (the CLI's io, structurally). */
interface ReportIo {
  out(text: string): void;
  err(text: string): void;
}

/** The report in the asked format, to stdout or to `-o file` (written whole, then renamed). */
export async function writeReport(
  report: ProbeReport,
  format: 'text' | 'markdown' | 'json' | 'html',
  file: string | undefined,
  io: ReportIo,
): Promise<void> {
  const text = await render(report, format);
  if (file === undefined) return io.out(text);
  const { writeFileAtomic } = await import('../write/atomic-file.js');
  await writeFileAtomic(file, text.endsWith('\n') ? text : `${text}\n`);
  io.err(`wrote the probe report to ${file}`);
}

async function render(report: ProbeReport, format: 'text' | 'markdown' | 'json' | 'html'): Promise<string> {
  if (format === 'json') return JSON.stringify(report, null, 2);
  if (format === 'markdown') return reportMarkdown(report);
  if (format === 'html') {
    // the page's modules (handlebars, the shell) load only for this format
    const { reportHtml } = await import('./report-html.js');
    return reportHtml(report);
  }
  return reportText(report);
}

/** The overlay as YAML for a `.yaml`/`.yml` name, JSON otherwise; written whole, then renamed. */
export async function writeOverlayFile(overlay: Overlay, file: string, io: ReportIo): Promise<void> {
  const { createRequire } = await import('node:module');
  const yaml = /\.ya?ml$/i.test(file) ? (createRequire(import.meta.url)('js-yaml') as typeof import('js-yaml')) : undefined;
  const text = yaml ? yaml.dump(overlay, { noRefs: true, lineWidth: 100 }) : `${JSON.stringify(overlay, null, 2)}\n`;
  const { writeFileAtomic } = await import('../write/atomic-file.js');
  await writeFileAtomic(file, text);
  io.err(`wrote ${overlay.actions.length} overlay action(s) to ${file}`);
}

/** True when a finding is at or above `--fail-on`. */
export function failsAt(report: ProbeReport, failOn: Severity | 'none'): boolean {
  return report.findings.some((f) => SEVERITY_ORDER[f.severity] >= SEVERITY_ORDER[failOn]);
}
