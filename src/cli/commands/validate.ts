import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const validateCommand: CliCommand = {
  name: 'validate <source>',
  describe: 'List problems in the document; exit 1 on errors',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'validate is not implemented yet');
  },
  examples: [],
};
