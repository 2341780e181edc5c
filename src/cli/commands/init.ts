import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const initCommand: CliCommand = {
  name: 'init',
  describe: 'Write a commented starting specforge.config.json',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'init is not implemented yet');
  },
  examples: [],
};
