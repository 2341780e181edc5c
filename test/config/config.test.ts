import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { checkConfig } from '../../src/config/check-config.js';
import { renderConfigSchemaFile } from '../../src/config/schema-file.js';
import { loadConfig } from '../../src/config/load.js';
import { resolveCredentials } from '../../src/config/sources.js';
import { parseJsonc } from '../../src/config/jsonc.js';
import { starterConfig } from '../../src/config/starter.js';
import { SpecforgeError } from '../../src/errors.js';
import { TARGET_NAMES } from '../../src/emit/targets.js';
import { repoRoot, runCli } from '../helpers/cli.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'specforge-config-'));
}

describe('parseJsonc', () => {
  it.each([
    ['{"a": 1 // one\n}', { a: 1 }],
    ['{/* x */"a": "//not a comment", "b": [1, 2,],}', { a: '//not a comment', b: [1, 2] }],
    ['{"a": "quote \\" // still string"}', { a: 'quote " // still string' }],
    ['{"a": "/* kept */"}', { a: '/* kept */' }],
  ])('%s', (text, want) => {
    expect(parseJsonc(text)).toEqual(want);
  });
});

const BAD_CONFIGS: [unknown, string][] = [
  [
    { targets: ['types', 'clients'] },
    `targets[1]: unknown target "clients" (one of ${TARGET_NAMES.join(', ')})`,
  ],
  [
    { envelope: { get_job: 'many' } },
    'envelope.get_job: unknown result shape "many" (one of list, single, empty, raw)',
  ],
  [{ timeoutMs: -1 }, 'timeoutMs: expected a whole number >= 0'],
  [{ retries: 1.5 }, 'retries: expected a whole number >= 0'],
  [{ outptu: 'x' }, 'outptu: unknown setting'],
  [
    { mock: { users: [{ username: 'a@b.c', access: 'user' }] } },
    'mock.users[0].password: required',
  ],
  [{ mock: { users: 3 } }, 'mock.users: expected users (a users.json path or a list of users)'],
  [{ mock: { states: { initial: { '/job': 1 } } } }, 'mock.states.initial./job: expected a string'],
  [{ targets: ['types', 'types'] }, 'targets: lists a value twice'],
  [
    { names: { get_job: 'job get' } },
    'names.get_job: "job get" is not a method name (group.method made of identifiers)',
  ],
  [
    { validators: { mode: 'loose' } },
    'validators.mode: unknown validator mode "loose" (one of strict, lenient)',
  ],
  [{ query: { terminal: { get_job: 'done' } } }, 'query.terminal.get_job: expected a list'],
  [{ format: 'yes' }, 'format: expected true or false'],
  [[], 'config: expected an object'],
];

describe('checkConfig', () => {
  it.each(BAD_CONFIGS)('%j → %s', (config, message) => {
    expect(checkConfig(config)).toEqual([message]);
  });

  it('accepts the starter config that init writes', () => {
    expect(checkConfig(parseJsonc(starterConfig('swagger.json', 'src/api')))).toEqual([]);
  });
});

/** The config is defined once (src/config/schema.ts); the shipped JSON Schema is written from it. */
describe('schema/specforge.config.schema.json', () => {
  const committed = readFileSync(join(repoRoot, 'schema/specforge.config.schema.json'), 'utf8');

  it('is what the definition renders (stale? npm run build && node scripts/gen-targets-doc.mjs)', async () => {
    expect(committed).toBe(await renderConfigSchemaFile());
  });

  it('gives an editor (ajv, draft-07) the same verdicts as specforge', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(JSON.parse(committed));
    for (const [config] of BAD_CONFIGS)
      expect(validate(config), JSON.stringify(config)).toBe(false);
    expect(validate(parseJsonc(starterConfig('swagger.json', 'src/api')))).toBe(true);
    const full = {
      source: 's',
      targets: ['types', 'query'],
      mock: { users: [{ username: 'a', password: 'p', access: 'user' }] },
      query: { terminal: { get_job: [] } },
    };
    expect([validate(full), checkConfig(full)]).toEqual([true, []]);
  });
});

describe('loadConfig', () => {
  it('reads specforge.config.json from the working directory', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'specforge.config.json'),
      '{ "output": "gen", // where\n "targets": ["types"] }',
    );
    expect((await loadConfig(undefined, dir)).config).toEqual({
      output: 'gen',
      targets: ['types'],
    });
  });

  it('is empty when there is no file and none was named', async () => {
    expect(await loadConfig(undefined, tempDir())).toEqual({ config: {}, plugins: [] });
  });

  it('fails with one line for a named file that does not exist or is invalid', async () => {
    const dir = tempDir();
    await expect(loadConfig('nope.json', dir)).rejects.toThrow(SpecforgeError);
    writeFileSync(join(dir, 'bad.json'), '{"targets": "types"}');
    await expect(loadConfig('bad.json', dir)).rejects.toThrow(/targets: expected a list/);
  });

  it('takes credentials from the environment before the file', () => {
    const config = { credentials: { username: 'file@example.com', password: 'f' } };
    expect(resolveCredentials(config, {})).toEqual({ username: 'file@example.com', password: 'f' });
    expect(
      resolveCredentials(config, {
        SPECFORGE_USERNAME: 'env@example.com',
        SPECFORGE_PASSWORD: 'e',
      }),
    ).toEqual({
      username: 'env@example.com',
      password: 'e',
    });
    expect(resolveCredentials({}, {})).toBeUndefined();
  });
});

describe('specforge init', () => {
  it('writes a commented config that loads, and refuses to overwrite it', async () => {
    const dir = tempDir();
    const first = await runCli(['init', '--source', 'https://jobs.example.com', '-o', 'gen'], {
      cwd: dir,
    });
    expect(first.code).toBe(0);
    const text = readFileSync(join(dir, 'specforge.config.json'), 'utf8');
    expect(text).toContain('// ');
    expect((await loadConfig(undefined, dir)).config).toMatchObject({
      source: 'https://jobs.example.com',
      output: 'gen',
    });
    const second = await runCli(['init'], { cwd: dir });
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('already exists');
  });
});
