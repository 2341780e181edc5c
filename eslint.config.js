// ESLint with typescript-eslint's type-aware rules (npm test runs it: test/architecture/lint.test.ts).
// The rules chosen are the ones that catch real bugs in this code base: promises nobody
// awaits, `any` leaking through, and conditions that are always true or false.
import tseslint from 'typescript-eslint';

// A spread into call arguments puts every element on the stack: past ~100 000 elements
// `Math.max(...lengths)` throws "Maximum call stack size exceeded" (issue 29, item 9).
const noUnboundedSpread = [
  {
    selector:
      "CallExpression[callee.object.name='Math'][callee.property.name=/^(max|min)$/] > SpreadElement",
    message: 'No spread into Math.max/min: an unbounded array overflows the stack; loop (or reduce) instead.',
  },
  {
    selector:
      "CallExpression[callee.object.name='String'][callee.property.name=/^fromC(harCode|odePoint)$/] > SpreadElement",
    message: 'No spread into String.fromCharCode/fromCodePoint: an unbounded array overflows the stack.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'bench/**', 'examples/**', 'test/golden/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  {
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.base],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-syntax': ['error', ...noUnboundedSpread],
    },
  },
  {
    // CLI arguments are typed from each command's yargs builder (commands/command.ts): a
    // `Record<string, unknown>` parameter would bring back the casts (issue 30, item 5).
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noUnboundedSpread,
        {
          selector:
            ":matches(:function, TSMethodSignature, TSFunctionType, TSDeclareFunction) > :matches(Identifier, AssignmentPattern, RestElement) TSTypeReference[typeName.name='Record'][typeArguments.params.0.type='TSStringKeyword'][typeArguments.params.1.type='TSUnknownKeyword']",
          message:
            'No Record<string, unknown> parameter in src/cli: type the flags (the command\'s inferred arguments, or an interface such as CommandFlags).',
        },
      ],
    },
  },
);
