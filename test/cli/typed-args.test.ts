import yargs from 'yargs';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, expectTypeOf, it } from 'vitest';
import eslintConfig from '../../eslint.config.js';
import type { CliCommand } from '../../src/cli/commands/command.js';
import { checkCommand } from '../../src/cli/commands/check.js';
import { diffCommand } from '../../src/cli/commands/diff.js';
import { generateCommand } from '../../src/cli/commands/generate.js';
import { probeCommand } from '../../src/cli/commands/probe.js';

/** The arguments a command's `run` receives: the type its yargs builder declares. */
type ArgsOf<C> = C extends CliCommand<infer A> ? A : never;

/**
 * Issue 30, item 5: each command's arguments are inferred from its builder. The type
 * assertions are checked by tsc (npm test runs it over test/ too); the parses check that
 * what yargs hands `run` has the declared shape.
 */
describe('typed CLI arguments', () => {
  it('infers the flags of the shared option groups and of the command itself', () => {
    type Check = ArgsOf<typeof checkCommand>;
    expectTypeOf<Check['overlay']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Check['source']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Check['used-by']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Check['json']>().toEqualTypeOf<boolean | undefined>();
    type Diff = ArgsOf<typeof diffCommand>;
    expectTypeOf<Diff['fail-on']>().toEqualTypeOf<'breaking' | 'warning' | 'none'>();
    expectTypeOf<Diff['format']>().toEqualTypeOf<
      'text' | 'markdown' | 'json' | 'html' | 'githubactions' | 'junit' | undefined
    >();
    type Probe = ArgsOf<typeof probeCommand>;
    expectTypeOf<Probe['fail-on']>().toEqualTypeOf<
      'error' | 'warning' | 'info' | 'none' | undefined
    >();
    // generate's builder is async: its flags are inferred through the Promise.
    expectTypeOf<ArgsOf<typeof generateCommand>['watch-interval']>().toEqualTypeOf<
      number | undefined
    >();
    // A flag no builder declares is a compile error, not an `unknown` to cast.
    // @ts-expect-error -- `check` has no --fail-on
    expectTypeOf<Check['fail-on']>().toBeUnknown();
  });

  it('hands run the values those types describe', async () => {
    const check = await (
      await checkCommand.builder(yargs([]))
    ).parseAsync(['--overlay', 'a.json', '--overlay', 'b.json', '--used-by', 'tsconfig.json']);
    expect(check.overlay).toEqual(['a.json', 'b.json']);
    expect(check['used-by']).toBe('tsconfig.json');
    const diff = await (await diffCommand.builder(yargs([]))).parseAsync(['--format', 'junit']);
    expect(diff['fail-on']).toBe('breaking');
    expect(diff['group-by']).toBe('operation');
    expect(diff.format).toBe('junit');
    const generate = await (
      await generateCommand.builder(yargs([]))
    ).parseAsync(['--watch-interval', '250', '--source', '1.0=a.json']);
    expect(generate['watch-interval']).toBe(250);
    expect(generate.source).toEqual(['1.0=a.json']);
  });

  it('the src/cli rule of eslint.config.js refuses Record<string, unknown> parameters', () => {
    const cli = eslintConfig.find((entry) => entry.files?.includes('src/cli/**/*.ts'));
    const linter = new Linter({ configType: 'flat' });
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': cli?.rules?.['no-restricted-syntax'] },
      },
    ];
    const planted = [
      'export function a(args: Record<string, unknown>): void {}',
      'export const b = (n: number, args: Record<string, unknown> & { y: 1 } = { y: 1 }) => n;',
      'export interface C { run(args: Record<string, unknown>): void }',
      'export type D = (args: Record<string, unknown>) => void;',
      // not parameters of that type: allowed
      'export function e(args: Record<string, string>): Record<string, unknown> { return args; }',
    ].join('\n');
    const lines = linter
      .verify(planted, config, 'src/cli/planted.ts')
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.line);
    expect(lines).toEqual([1, 2, 3, 4]);
  });
});
