import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../fixtures/flask-restx/exchanges.js';
import { type StartedMock, startMock } from '../helpers/mock-process.js';
import { generateWith } from './generate.js';
import { runScenario, STEP_NAMES, type Step } from './scenario.js';

/**
 * Issue 28's "done when", second half: the same scenario on `specforge mock` of the document
 * flask-restx served plus the overlay probe wrote, with the client generated from both and
 * `validate: 'both'`.
 */

const documentFile = join(corpusDir, 'v1.swagger.json');
const overlayFile = join(corpusDir, 'probe-overlay.yaml');
const usersFile = join(corpusDir, 'users.json');
const [user] = JSON.parse(readFileSync(usersFile, 'utf8')) as {
  username: string;
  password: string;
}[];

describe('everyday scenario on specforge mock of the recorded document + probe overlay', () => {
  let mock: StartedMock;
  let steps: Step[];
  beforeAll(async () => {
    const generated = await generateWith(documentFile, overlayFile);
    mock = await startMock(documentFile, ['--overlay', overlayFile, '--users', usersFile]);
    const baseUrl = /http:\/\/127\.0\.0\.1:\d+/.exec(mock.stdout)?.[0];
    if (!baseUrl) throw new Error(`no URL in the mock's banner: ${mock.stdout}`);
    const api = generated.createClient({ baseUrl, validate: 'both' });
    steps = await runScenario(api, { user: user! });
  });
  afterAll(() => {
    mock.child.kill();
  });

  for (const name of STEP_NAMES) {
    it(name, () => {
      const result = steps.find((s) => s.name === name);
      expect(result?.reason).toBeUndefined();
      expect(result?.ok).toBe(true);
    });
  }
});
