import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const inspectCommand: CliCommand = {
  name: 'inspect <source>',
  describe: 'Show what the model found: operations, access, result shapes, guesses',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'inspect is not implemented yet');
  },
  examples: [],
};
