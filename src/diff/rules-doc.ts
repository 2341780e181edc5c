import type { Rule } from './rules/define.js';

/**
 * docs/rules.md, generated from the registry so that it cannot drift from the code:
 * `npm run build && node scripts/gen-rules-doc.mjs` rewrites it, and a test fails when it
 * is stale.
 */
export function renderRulesDoc(rules: readonly Rule[]): string {
  const counts = { breaking: 0, warning: 0, info: 0 };
  for (const rule of rules) counts[rule.level] += 1;
  const lines = [
    '# Diff rules',
    '',
    '<!-- Generated from src/diff/rules/index.ts by scripts/gen-rules-doc.mjs: do not edit by hand. -->',
    '',
    `\`specforge diff <old> <new>\` knows ${rules.length} rules (${counts.breaking} breaking, ${counts.warning} warning,`,
    `${counts.info} info). Ids follow oasdiff's \`<direction>-<object>-<what>-<action>\` names where oasdiff has the same check.`,
    ...INTRO,
    '## Rules',
    '',
    'Each structural change is given to the first rule, in this order, that matches it.',
    'In messages, `{location}` is where the change sits: `query.limit`, `body.user.name`,',
    '`result[].id` (the result the client returns, envelope unwrapped), `response.201`.',
    '',
    '| rule | level | direction | message | why |',
    '| --- | --- | --- | --- | --- |',
    ...rules.map(
      (rule) =>
        `| \`${rule.id}\` | ${rule.level} | ${rule.direction} | ${escapeCell(rule.message)} | ${escapeCell(rule.why)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

const INTRO = [
  '',
  '## Levels and exit codes',
  '',
  '- **breaking**: a client written for the old document can fail against the new one',
  '  (a request it sends is refused, or a response it reads is no longer what it expects).',
  '- **warning**: may break some clients (a response enum gained a value that old validators',
  '  reject, a deprecated operation was removed, a generated method was renamed).',
  '- **info**: worth knowing, breaks nobody.',
  '',
  'Tightening a request is breaking; tightening a response is not. Widening a response is a',
  'warning. Restructuring with the same meaning is not a change: `$ref` vs inline, key and',
  'method order, parameters moved between path item and operation, a Swagger 2.0 document',
  'vs its OpenAPI 3 rendering. A renamed path parameter is info; description edits are not reported.',
  'Operations are matched by method and path template, so a new path parameter makes a new',
  "path: oasdiff's `new-request-path-parameter` shows up here as the old path removed.",
  '',
  '`--fail-on breaking` (the default) exits 1 when there is a breaking finding; `--fail-on warning`',
  'also on warnings; `--fail-on none` never. `--format text|markdown|json` chooses the output.',
  '',
  '## Output',
  '',
  '`--format text` groups findings by operation (colour on a terminal, none under `CI` or',
  '`NO_COLOR`); `--format markdown` is a PR comment (info folded away); `--format json` (or',
  '`--json`) prints `{changes: [{id, level, method, path, location, message, client, why,',
  'pointer}], summary: {breaking, warning, info}}`. `client` names the method callers write and',
  'the generated type the change touches, e.g. `api.job.get() → Job.user` (`api.login()` for the login exchange); a change to a shared',
  'model is reported once for every operation that uses it.',
  '',
  '## Changing levels: `--level`',
  '',
  "`--level <rule-id>=breaking|warning|info` (repeatable) overrides a rule's level, for example",
  '`--level request-parameter-removed=breaking`.',
  '',
  '## Accepting changes: the ignore file (`--ignore <file>`)',
  '',
  'One accepted change per line: `<METHOD> <path> <rule-id> [<location>]`. Method, path and',
  'rule id may be globs: `*` is any run of characters (`/` included, so `/admin/*` covers',
  'everything below /admin), `?` one character. The path is written as under `paths` (with the new',
  "document's parameter names); a location also covers everything below it (`body.user` covers",
  '`body.user.name` and `body.user[]`). `#` starts a comment. Ignored findings are dropped',
  'from every format and from the exit code. A malformed line, or a rule id that names no rule,',
  'stops the diff (exit 2, naming the file and line); a line that accepts no change is a',
  'warning on stderr (the change it was written for is gone, or the line has a typo).',
  'Lines in the order of the first releases (`<rule-id> <METHOD> <path> [<location>]`) are still read.',
  '',
  '```',
  '# accepted in the 2.0 upgrade: limit is capped at 500',
  'GET /job request-parameter-max-decreased query.limit',
  '# we never read JobLog.host',
  'GET /job/{jobid}/log response-*-property-removed result.host',
  'DELETE /queue/{queuename} *',
  '# the admin API is internal',
  '* /admin/* *',
  '```',
  '',
];
