import type { CliCommand } from './command.js';
import { fetchCommand } from './fetch.js';
import { validateCommand } from './validate.js';
import { inspectCommand } from './inspect.js';
import { generateCommand } from './generate.js';
import { checkCommand } from './check.js';
import { diffCommand } from './diff.js';
import { mockCommand } from './mock.js';
import { initCommand } from './init.js';
import { probeCommand } from './probe.js';
import { surveyCommand } from './survey.js';

/** Every command, in the order --help lists them. Each module owns one command. */
export const commands: CliCommand[] = [
  fetchCommand,
  validateCommand,
  inspectCommand,
  generateCommand,
  checkCommand,
  diffCommand,
  mockCommand,
  probeCommand,
  surveyCommand,
  initCommand,
];
