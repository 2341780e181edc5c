import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutputDir } from '../../src/write/atomic.js';
import { OUTPUT_LOCK_FILE } from '../../src/write/lock-file.js';
import { sha256Canonical } from '../../src/json/canonical.js';
import { sha256Text } from '../../src/write/text-chunks.js';

/** Generated files plus a lock that verifies and lists them (as render-output writes it). */
function withLock(generated: { path: string; contents: string }[]): { path: string; contents: string }[] {
  const lock = {
    specforgeVersion: '0.0.0-test',
    source: 'test',
    sha256: sha256Canonical({}),
    targets: ['types'],
    files: Object.fromEntries(generated.map((file) => [file.path, sha256Text(file.contents)])),
    document: {},
  };
  return [...generated, { path: OUTPUT_LOCK_FILE, contents: JSON.stringify(lock) }];
}

const files = withLock([
  { path: 'index.ts', contents: 'export {};\n' },
  { path: 'runtime/errors.ts', contents: 'export {};\n' },
]);

function sandbox(): string {
  return mkdtempSync(join(tmpdir(), 'specforge-write-'));
}

describe('writeOutputDir', () => {
  it('creates the directory with every file, and leaves nothing beside it', async () => {
    const parent = sandbox();
    await writeOutputDir(join(parent, 'api'), files);
    expect(readdirSync(parent)).toEqual(['api']);
    expect(readFileSync(join(parent, 'api/runtime/errors.ts'), 'utf8')).toBe('export {};\n');
  });

  it('replaces a previous output entirely (stale files disappear)', async () => {
    const parent = sandbox();
    await writeOutputDir(join(parent, 'api'), withLock([...files.slice(0, 2), { path: 'old.ts', contents: 'x' }]));
    await writeOutputDir(join(parent, 'api'), files);
    expect(existsSync(join(parent, 'api/old.ts'))).toBe(false);
    expect(readdirSync(parent)).toEqual(['api']);
  });

  it('fills an empty directory', async () => {
    const parent = sandbox();
    mkdirSync(join(parent, 'api'));
    await writeOutputDir(join(parent, 'api'), files);
    expect(existsSync(join(parent, 'api/index.ts'))).toBe(true);
  });

  it('refuses a directory that is not a specforge output, and touches nothing', async () => {
    const parent = sandbox();
    mkdirSync(join(parent, 'src'));
    writeFileSync(join(parent, 'src/main.ts'), 'precious');
    await expect(writeOutputDir(join(parent, 'src'), files)).rejects.toMatchObject({
      code: 'output-not-specforge',
      exitCode: 2,
    });
    expect(readdirSync(join(parent, 'src'))).toEqual(['main.ts']);
    expect(readdirSync(parent)).toEqual(['src']);
  });

  it('refuses a file in the way, and generated paths that would leave the directory', async () => {
    const parent = sandbox();
    writeFileSync(join(parent, 'api'), 'a file');
    await expect(writeOutputDir(join(parent, 'api'), files)).rejects.toMatchObject({ exitCode: 2 });
    await expect(
      writeOutputDir(join(parent, 'out'), [{ path: '../escape.ts', contents: '' }]),
    ).rejects.toThrow(/unsafe/);
    expect(readdirSync(parent).sort()).toEqual(['api']);
  });
});
