import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { transpileDir } from '../e2e/harness.js';
import { generateVersionsOutput, type VersionsOutput } from './harness.js';

/**
 * What every version declares alike is declared once, in shared/ (src/emit/versions/
 * modules.ts, mock-*-files.ts): no version's module declares it again, and each version's
 * module still exports exactly what a single-version output's does (the same objects).
 */
const v1 = join(repoRoot, 'fixtures/installation/docs/v1.json');
const v2 = join(repoRoot, 'fixtures/installation/docs/v2.json');
const TARGETS = 'types,client,validators,mocks,query';

let both: VersionsOutput;
/** A single-version output of v2, the same targets. */
let single: string;

beforeAll(async () => {
  both = await generateVersionsOutput({ '1.0': v1, '2.0': v2 }, TARGETS);
  mkdirSync(join(repoRoot, '.tmp', 'versions-generated'), { recursive: true });
  single = mkdtempSync(join(repoRoot, '.tmp', 'versions-generated', 'single-'));
  const result = await runCli(['generate', v2, '-o', single, '--targets', TARGETS]);
  if (result.code !== 0) throw new Error(result.stderr);
  transpileDir(single);
}, 180_000);
afterAll(() => {
  both?.remove();
  if (single) rmSync(single, { recursive: true, force: true });
});

const read = (output: VersionsOutput, path: string): string =>
  readFileSync(join(output.dir, 'api', path), 'utf8');

/** Top-level declarations as printed, each with its doc comment (a blank line ends one). */
function declarations(text: string): string[] {
  return text
    .split(/\n\n(?=(?:\/\*\*[\s\S]*?\*\/\n)?(?:export )?(?:function|const|interface|type) )/)
    .filter((chunk) =>
      /^(?:\/\*\*[\s\S]*?\*\/\n)?(?:export )?(?:function|const|interface|type) /.test(chunk),
    );
}

it('declares the validator of a schema both versions have alike once, for both', async () => {
  const files = both.tsFiles.filter((file) => file.includes(`${join(both.dir, 'api')}/`));
  const declaring = files.filter((file) =>
    readFileSync(file, 'utf8').includes('export function validateGroup('),
  );
  expect(declaring.map((file) => relative(join(both.dir, 'api'), file))).toEqual([
    'shared/validators.ts',
  ]);
  type Validators = Record<string, unknown>;
  const one = await both.import<Validators>('api/versions/1.0/validators.js');
  const two = await both.import<Validators>('api/versions/2.0/validators.js');
  expect(one['validateGroup']).toBeTypeOf('function');
  expect(one['validateGroup']).toBe(two['validateGroup']);
});

describe.each([
  'validators.ts',
  'enums.ts',
  'query.ts',
  'mocks/data.ts',
  'mocks/handlers.ts',
  'mocks/operations.ts',
])('%s', (path) => {
  it('has a shared half, and no version re-declares what it holds', () => {
    const shared = new Set(declarations(read(both, `shared/${path}`)));
    expect(shared.size).toBeGreaterThan(0);
    for (const version of ['1.0', '2.0']) {
      const own = declarations(read(both, `versions/${version}/${path}`));
      expect(own.filter((declaration) => shared.has(declaration))).toEqual([]);
    }
  });

  it("exports what a single version's module exports", async () => {
    const js = path.replace(/\.ts$/, '.js');
    const alone = (await import(pathToFileURL(join(single, js)).href)) as object;
    const split = await both.import<object>(`api/versions/2.0/${js}`);
    expect(Object.keys(split).sort()).toEqual(Object.keys(alone).sort());
  });
});
