// Builds the generated validators the benchmark loads: typia's (via `typia generate`, the
// transform applied at generation time) and specforge's (via `specforge generate --targets
// types,validators`); both emit TypeScript, which typescript's transpileModule turns into JS.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { BENCH_DIR } from '../lib/stats.mjs';
import { INSTALLATION_V2, NODE20, TMP_DIR, specforgeMissing } from '../lib/env.mjs';

const TYPIA_SRC = join(BENCH_DIR, 'validators', 'typia-src');

/** @returns {string} path of the CommonJS module exporting isJob, assertJob, validateJob, … */
export function buildTypia() {
  const generated = join(TMP_DIR, 'typia-out');
  rmSync(generated, { recursive: true, force: true });
  execFileSync(NODE20, [
    join(BENCH_DIR, 'node_modules', 'typia', 'lib', 'executable', 'typia.js'),
    'generate', '--input', TYPIA_SRC, '--output', generated, '--project', join(TYPIA_SRC, 'tsconfig.json'),
  ], { cwd: BENCH_DIR, stdio: 'pipe' });
  const target = join(TMP_DIR, 'typia-js', 'job.cjs');
  transpile(join(generated, 'job.ts'), target, ts.ModuleKind.CommonJS);
  return target;
}

/**
 * Generates specforge's validators for the reference installation's v2 document and
 * transpiles every generated file to ESM JavaScript next to it.
 * @returns {{ dir: string } | { missing: string }}
 */
export function buildSpecforge() {
  const out = join(TMP_DIR, 'specforge-validators');
  const missing = specforgeMissing(['generate', INSTALLATION_V2, '-o', out, '--targets', 'types,validators']);
  if (missing) return { missing };
  const jsDir = join(TMP_DIR, 'specforge-validators-js');
  rmSync(jsDir, { recursive: true, force: true });
  for (const file of walk(out).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))) {
    transpile(file, join(jsDir, relative(out, file)).replace(/\.ts$/, '.js'), ts.ModuleKind.ESNext);
  }
  writeFileSync(join(jsDir, 'package.json'), '{ "type": "module" }\n');
  return { dir: jsDir };
}

function transpile(source, target, module) {
  const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module, esModuleInterop: true },
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, outputText);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
