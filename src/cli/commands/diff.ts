import type { CliCommand } from './command.js';
import { SpecforgeError } from '../../errors.js';

// Placeholder until the command lands (see the open issues); replaced by its owner.
export const diffCommand: CliCommand = {
  name: 'diff <old> <new>',
  describe: 'What changed between two versions, and what breaks',
  builder: (y) => y,
  run: async () => {
    throw new SpecforgeError('not-implemented', 'diff is not implemented yet');
  },
  examples: [],
};
