import { describe, expect, it } from 'vitest';
import { renderGithubActions, workflowCommand } from '../../../src/diff/report/github-actions.js';
import { renderJunit } from '../../../src/diff/report/junit.js';
import type { DiffReport, Finding } from '../../../src/diff/types.js';
import {
  junitSchemaErrors,
  parseWorkflowCommand,
  parseWorkflowCommands,
  readJunit,
} from '../../helpers/ci-formats.js';

/** Hostile text through both CI formats: what a reader gets back is what was written. */
const hostile = 'a 100% change:\r\nline two, with "quotes" & <tags> ]]> \u0007bell\ttab';

function finding(overrides: Partial<Finding>): Finding {
  return {
    id: 'response-property-removed',
    level: 'breaking',
    method: 'GET',
    path: '/job/{jobid}',
    location: 'result.owner',
    message: 'response property result.owner removed',
    client: 'api.job.get() → Job.owner',
    why: '',
    pointer: '#/paths',
    ...overrides,
  };
}

const report = (changes: Finding[]): DiffReport => ({
  changes,
  summary: {
    breaking: changes.filter((f) => f.level === 'breaking').length,
    warning: changes.filter((f) => f.level === 'warning').length,
    info: changes.filter((f) => f.level === 'info').length,
  },
});

describe('github actions workflow commands', () => {
  it('escapes %, CR and LF in the message, and : and , in properties too', () => {
    const line = workflowCommand('error', { file: 'a,b:c%.json', title: hostile }, hostile);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toContain('file=a%2Cb%3Ac%25.json,');
    expect(parseWorkflowCommand(line)).toEqual({
      command: 'error',
      properties: { file: 'a,b:c%.json', title: hostile },
      message: hostile,
    });
  });

  it('picks the command by level and leaves out a file it does not know', () => {
    const text = renderGithubActions(
      report([
        finding({}),
        finding({ level: 'warning', message: hostile }),
        finding({ level: 'info', method: '', path: '' }),
      ]),
      { tool: 'specforge diff' },
    );
    const commands = parseWorkflowCommands(text);
    expect(commands.map((c) => c.command)).toEqual(['error', 'warning', 'notice', 'notice']);
    expect(commands[0]!.properties.file).toBeUndefined();
    expect(commands[1]!.message).toContain(hostile);
    expect(commands[2]!.message).toMatch(/^api: /);
  });
});

describe('junit', () => {
  it('stays valid XML against the schema with hostile text, and reads back as written', async () => {
    const xml = renderJunit(
      report([finding({ message: hostile }), finding({ level: 'info', path: '/x"<&>' })]),
      { suite: 'specforge diff', operations: ['GET /job/{jobid}', 'GET /job'], failOn: 'breaking' },
    );
    expect(await junitSchemaErrors(xml)).toEqual([]);
    const { cases } = readJunit(xml);
    expect(cases.map((c) => c.name)).toEqual(['GET /job', 'GET /job/{jobid}', 'GET /x"<&>']);
    const readable = hostile.replace('\u0007', '\uFFFD');
    expect(cases[1]!.failure!.message).toBe(`1 finding at or above breaking: ${readable}`);
    expect(cases[1]!.failure!.text).toContain(readable);
    expect(cases[2]!.failure).toBeUndefined();
    expect(cases[2]!.out).toContain('info response-property-removed');
  });

  it('a finding --used-by marks unused never fails its testcase', () => {
    const xml = renderJunit(report([finding({ used: false })]), {
      suite: 's',
      operations: [],
      failOn: 'breaking',
    });
    const [only] = readJunit(xml).cases;
    expect(only!.failure).toBeUndefined();
    expect(only!.out).toContain('(unused by the project)');
  });
});
