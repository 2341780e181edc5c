import { resolve } from 'node:path';
import { defineCommand } from './command.js';
import { sourceOptions } from '../source-flags.js';
import { commandSettings, configOption } from '../settings.js';
import { oneLine } from '../../util/terminal-text.js';

/**
 * `specforge fetch <source> [-o file]`: the document as served (its own bytes; see
 * `serializeDocument`) and its lock beside it (`doc.json` → `doc.lock.json`), or the document
 * on stdout without `-o`. Nothing is written when loading fails.
 */
export const fetchCommand = defineCommand({
  name: 'fetch [source]',
  describe: 'Save the document and its lock',
  builder: (y) =>
    configOption(sourceOptions(y)).option('o', {
      alias: 'output',
      type: 'string',
      describe:
        'Write the document here (and its lock beside it, <name>.lock.json); stdout if absent',
    }),
  run: async (args, io) => {
    const settings = await commandSettings(args);
    const { loadDocument, lockBesideWarning, saveDocument, serializeDocument } =
      await import('../../loader/index.js');
    const loaded = await loadDocument(settings.source, { ...settings.load, validate: false });
    // Only -o: the config's `output` is generate's directory, not a document file.
    const output = args.o;
    // Fetched onto itself, the lock is being rewritten: nothing to warn about.
    const beside =
      output !== undefined && resolve(output) === loaded.lock.resolved
        ? undefined
        : lockBesideWarning(settings.source, loaded);
    if (beside !== undefined) io.err(`warning: ${beside}`);
    if (output === undefined) {
      const both = { lock: loaded.lock, document: loaded.document };
      if (args.json) io.out(JSON.stringify(both, null, 2));
      else io.out(await serializeDocument(loaded), { raw: true });
      return 0;
    }
    const written = await saveDocument(loaded, output);
    if (args.json) io.out(JSON.stringify({ lock: loaded.lock, files: written }, null, 2));
    else if (!io.quiet) {
      const { format, infoVersion, sha256 } = loaded.lock;
      const what = `${format}, version ${oneLine(infoVersion || '?')}, sha256 ${sha256.slice(0, 12)}`;
      io.err(`wrote ${written.document} and ${written.lock} (${what})`);
    }
    return 0;
  },
  examples: [
    [
      '$0 fetch http://127.0.0.1:8080 -o spec.json',
      "save an installation's document and spec.lock.json",
    ],
    ['$0 fetch spec.yaml', 'print a document file as JSON, pretty-printed'],
  ],
});
