import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const fetchCommand: CliCommand = {
  name: 'fetch <source>',
  describe: 'Save the document and its lock',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'fetch is not implemented yet');
  },
  examples: [],
};
