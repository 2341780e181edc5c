import { createRequire } from 'node:module';
import type jsYaml from 'js-yaml';
import { SpecforgeError } from '../errors.js';
import { locateJsonError, lineAndColumn } from '../json/syntax-error.js';
import { checkJsonDepth, checkJsonNumbers, tooDeep } from './limits.js';
import { checkYamlShape } from './yaml-shape.js';

export type Syntax = 'json' | 'yaml';

export interface ParseContext {
  /** How the input is named in messages: a URL, a path or `stdin`. */
  origin: string;
  /** Known from a file extension or a content type; otherwise sniffed from the first character. */
  syntax?: Syntax;
  /** What to suggest when the input turns out to be an HTML page. */
  htmlHint?: string;
}

type Yaml = typeof jsYaml;
let yamlParser: { yaml: Yaml; schema: jsYaml.Schema } | undefined;

/**
 * js-yaml, loaded on the first YAML document only: most documents are JSON, and compiling
 * the library costs ~12 ms of every start-up. YAML's core schema without timestamps or
 * binaries (an unquoted `2020-08-27` stays a string, as it does in the JSON rendering of
 * the same document), plus `<<` merge keys. (`types` exists at run time; @types/js-yaml
 * does not declare it.)
 */
function yamlLibrary(): { yaml: Yaml; schema: jsYaml.Schema } {
  if (!yamlParser) {
    const yaml = createRequire(import.meta.url)('js-yaml') as Yaml;
    const { merge } = (yaml as unknown as { types: { merge: jsYaml.Type } }).types;
    yamlParser = { yaml, schema: yaml.CORE_SCHEMA.extend({ implicit: [merge] }) };
  }
  return yamlParser;
}

/** Parses a document's text (JSON or YAML). Keys keep the order they were written in. */
export function parseDocumentText(text: string, context: ParseContext): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = body.trimStart().charAt(0);
  if (first === '') throw new SpecforgeError('empty-document', `${context.origin} is empty`);
  if (first === '<') {
    throw new SpecforgeError(
      'html-page',
      `${context.origin} is an HTML page, not an OpenAPI document`,
      {
        hint: context.htmlHint,
      },
    );
  }
  const syntax = context.syntax ?? (first === '{' || first === '[' ? 'json' : 'yaml');
  return syntax === 'json' ? parseJson(body, context.origin) : parseYaml(body, context.origin);
}

function parseJson(text: string, origin: string): unknown {
  checkJsonDepth(text, origin);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const { position, reason } = locateJsonError(text, (error as Error).message);
    const { line, column } = lineAndColumn(text, position);
    throw new SpecforgeError(
      'invalid-json',
      `${origin}: invalid JSON at line ${line}, column ${column}: ${reason}`,
      {
        cause: error,
      },
    );
  }
  checkJsonNumbers(value, text, origin);
  return value;
}

function parseYaml(text: string, origin: string): unknown {
  const { yaml, schema } = yamlLibrary();
  let value: unknown;
  try {
    value = yaml.load(text, { schema, filename: origin });
  } catch (error) {
    // js-yaml's parser recurses once per nesting level: deep input overflows the stack.
    if (error instanceof RangeError) throw tooDeep(origin);
    if (!(error instanceof yaml.YAMLException)) throw error;
    const where = error.mark
      ? ` at line ${error.mark.line + 1}, column ${error.mark.column + 1}`
      : '';
    throw new SpecforgeError('invalid-yaml', `${origin}: invalid YAML${where}: ${error.reason}`, {
      cause: error,
    });
  }
  checkYamlShape(value, origin);
  return value;
}
