import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const mockCommand: CliCommand = {
  name: 'mock <source>',
  describe: 'Run a stateful mock installation on 127.0.0.1',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'mock is not implemented yet');
  },
  examples: [],
};
