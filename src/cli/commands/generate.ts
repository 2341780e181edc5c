import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const generateCommand: CliCommand = {
  name: 'generate <source>',
  describe: 'Write typed client, types, validators and mocks to a directory',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'generate is not implemented yet');
  },
  examples: [],
};
