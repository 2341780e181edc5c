import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const checkCommand: CliCommand = {
  name: 'check <source>',
  describe: 'Exit 1 if a generated directory is stale, and say why',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'check is not implemented yet');
  },
  examples: [],
};
