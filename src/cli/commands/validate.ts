import { defineCommand } from './command.js';
import type { Diagnostic } from '../../ir/types.js';
import { sourceOptions } from '../source-flags.js';
import { commandSettings, configOption } from '../settings.js';
import { oneLine } from '../../util/terminal-text.js';

/**
 * `specforge validate <source> [--json]`: swagger-parser's verdict plus the defects real
 * installations serve (as warnings). Exit 1 on errors, 0 otherwise, 2 when the source
 * cannot be read at all (thrown by the loader).
 */
export const validateCommand = defineCommand({
  name: 'validate [source]',
  describe: 'List problems in the document; exit 1 on errors',
  builder: (y) => configOption(sourceOptions(y)),
  run: async (args, io) => {
    const settings = await commandSettings(args);
    const { loadDocument, lockBesideWarning } = await import('../../loader/index.js');
    const loaded = await loadDocument(settings.source, settings.load);
    const beside = lockBesideWarning(settings.source, loaded);
    if (beside !== undefined) io.err(`warning: ${beside}`);
    const { format, infoVersion, sha256 } = loaded.lock;
    const errors = loaded.diagnostics.filter(
      (diagnostic) => diagnostic.severity === 'error',
    ).length;
    if (args.json) {
      io.out(
        JSON.stringify(
          { format, version: infoVersion, sha256, diagnostics: loaded.diagnostics },
          null,
          2,
        ),
      );
    } else {
      for (const diagnostic of loaded.diagnostics) io.out(formatDiagnostic(diagnostic));
      const warnings = loaded.diagnostics.length - errors;
      io.out(
        `${loaded.lock.resolved}: ${format}, version ${oneLine(infoVersion || '?')}: ${count(errors, 'error')}, ${count(warnings, 'warning')}`,
      );
    }
    return errors > 0 ? 1 : 0;
  },
  examples: [
    ['$0 validate spec.json', 'list errors and warnings with their JSON pointers'],
    [
      '$0 validate http://127.0.0.1:8080 --json',
      'the same as JSON: { format, version, sha256, diagnostics }',
    ],
  ],
});

function formatDiagnostic(diagnostic: Diagnostic): string {
  const line = `${diagnostic.severity.padEnd(7)} ${oneLine(diagnostic.pointer)}  ${oneLine(diagnostic.message)} [${diagnostic.code}]`;
  return diagnostic.hint ? `${line}\n        hint: ${oneLine(diagnostic.hint)}` : line;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
