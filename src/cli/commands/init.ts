import { defineCommand } from './command.js';

export const initCommand = defineCommand({
  name: 'init',
  describe: 'Write a commented starting specforge.config.json',
  builder: (y) =>
    y
      .option('source', {
        type: 'string',
        default: 'swagger.json',
        describe: 'Source to put in the config',
      })
      .option('output', {
        alias: 'o',
        type: 'string',
        default: 'src/api',
        describe: 'Output directory to put in the config',
      })
      .option('force', {
        type: 'boolean',
        describe: 'Overwrite an existing specforge.config.json',
      }),
  run: async (args, io) => {
    const { writeStarterConfig } = await import('../../config/init.js');
    const path = writeStarterConfig(process.cwd(), {
      source: args.source,
      output: args.output,
      force: Boolean(args.force),
    });
    if (args.json) io.out(JSON.stringify({ written: path }));
    else if (!io.quiet) io.err(`wrote ${path}`);
    return 0;
  },
  examples: [
    [
      'specforge init --source https://jobs.example.com -o src/api',
      'Start a config for a live installation',
    ],
  ],
});
