import { describe, expect, it } from 'vitest';
import { ts } from 'ts-morph';
import {
  apiModel,
  body,
  enumOf,
  namedSchema,
  obj,
  operation,
  param,
  ref,
  result,
  str,
} from '../../../src/ir/factories.js';
import { emit } from '../../../src/emit/index.js';

/**
 * Document text that tries to become code: every payload calls `injected()`. After
 * emitting, the scanner must find `injected` only inside comments and string literals,
 * never as an identifier, and every file must still parse without errors.
 */
const payloads = [
  '*/ injected(); /*',
  "'; injected(); '",
  '"; injected(); "',
  '`${injected()}`',
  '\n injected();\n',
  '\u2028injected();',
  '</script>injected()',
  "\\'; injected(); //",
];

function hostileModel() {
  const props = Object.fromEntries(
    payloads.map((p, i) => [p, str({ description: p, title: `t${i}` })]),
  );
  return apiModel({
    title: payloads[0] as string,
    version: payloads[4] as string,
    schemas: [
      namedSchema('Evil', obj(props, { description: payloads.join(' ') })),
      namedSchema('EvilEnum', enumOf(payloads)),
    ],
    operations: payloads.map((p, i) =>
      operation({
        id: `op_${i}_${p}`,
        method: 'POST',
        path: `/evil/${i}/{${p}}`,
        name: `evil.op${i}`,
        summary: p,
        description: p,
        parameters: [
          param(p, 'path', str(), { description: p }),
          param(`${p}q`, 'query', enumOf([p])),
        ],
        body: body(ref('Evil'), { description: p }),
        result: result('single', ref('Evil')),
      }),
    ),
  });
}

function identifiers(text: string): Set<string> {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const found = new Set<string>();
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.Identifier) found.add(scanner.getTokenValue());
    if (
      kind === ts.SyntaxKind.TemplateHead ||
      kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral
    ) {
      found.add('<template literal>');
    }
  }
  return found;
}

const files = await emit(hostileModel(), { targets: ['types', 'client'], specforgeVersion: '0' });

describe('hostile document text', () => {
  const generated = files.filter((f) => !f.path.startsWith('runtime/'));

  it.each(generated.map((f) => [f.path, f.contents]))(
    '%s: no payload became code',
    (path, contents) => {
      const names = identifiers(contents);
      expect(names.has('injected'), path).toBe(false);
      expect(names.has('<template literal>'), path).toBe(false);
      const source = ts.createSourceFile(path, contents, ts.ScriptTarget.Latest, true);
      const diagnostics = (source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
      expect(diagnostics, path).toEqual([]);
    },
  );

  it('the payloads are still there, as data', () => {
    const client = generated.find((f) => f.path === 'client.ts')?.contents ?? '';
    expect(client).toContain("'/evil/0/{*/ injected(); /*}'");
  });
});
