import {
  Type,
  type Static,
  type TLiteral,
  type TOptional,
  type TSchema,
  type TUnion,
} from '@sinclair/typebox';
import {
  DEFAULT_TARGETS,
  TARGET_NAMES,
  TARGETS,
  type BuiltInSections,
  type TargetDescriptor,
} from '../emit/targets.js';
import type { Target } from '../emit/target.js';
import { fromJsonSchema } from './json-schema.js';
import { ACCESS_LEVELS } from '../ir/access.js';

/**
 * `specforge.config.json`, defined once. TypeBox builds the definition as a JSON Schema
 * object with its TypeScript type attached: `SpecforgeConfig` is `Static` of it, the
 * checker (check-config.ts) runs it, and `schema/specforge.config.schema.json` is written
 * from it (`node scripts/gen-targets-doc.mjs`; a test fails when the committed file is
 * stale). Adding a setting is one edit here. `x-what` names what a list of allowed values
 * holds, for one-line errors (`unknown target "clients"`). A target's section (`validators`, a
 * plugin's own) is its definition's `options` JSON Schema (src/emit/target.ts), converted by
 * json-schema.ts; plugins join when the config names them (`configSchema(plugins)`).
 */

type Literals<V extends readonly string[]> = { -readonly [K in keyof V]: TLiteral<V[K]> };

/** A closed set of strings, as a union of literals (the type) and `anyOf` of `const`s (the schema). */
function oneOf<const V extends readonly string[]>(values: V, what: string): TUnion<Literals<V>> {
  const literals = values.map((value) => Type.Literal(value)) as unknown as Literals<V>;
  return Type.Union(literals, { 'x-what': what }) as unknown as TUnion<Literals<V>>;
}

/** An object whose keys the user chooses (operation ids, paths), each value checked. */
function mapOf<T extends TSchema>(value: T, description?: string) {
  return Type.Record(Type.String(), value, description === undefined ? {} : { description });
}

/** An object with only the named, optional properties. */
function section<P extends Record<string, TSchema>>(properties: P, description?: string) {
  const optional = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
  return Type.Object(optional, {
    additionalProperties: false,
    ...(description && { description }),
  });
}

const count = (description?: string) =>
  Type.Integer({ minimum: 0, ...(description && { description }) });

const RESULT_KINDS = ['list', 'single', 'empty', 'raw'] as const;

/** One user of the mock installation (docs/contract.md, "Users file"). */
const MockUserSchema = Type.Object(
  {
    username: Type.String({ description: 'An e-mail address.' }),
    password: Type.String(),
    access: oneOf(ACCESS_LEVELS, 'access level'),
    permissions: Type.Optional(Type.Array(Type.String(), { description: 'e.g. ["add-job"]' })),
  },
  { additionalProperties: false },
);

const MockSchema = section({
  port: count(),
  seed: count(),
  latencyMs: count(),
  users: Type.Union(
    [Type.String({ description: 'Path of a users.json file.' }), Type.Array(MockUserSchema)],
    {
      'x-what': 'users (a users.json path or a list of users)',
    },
  ),
  notFound: oneOf(
    ['html', 'envelope'] as const,
    "not-found answer (html: Flask's 404 page, the default for Flask-RESTX documents; envelope)",
  ),
  states: section(
    {
      initial: mapOf(Type.String()),
      transitions: mapOf(Type.String()),
      refused: mapOf(Type.Array(Type.String())),
    },
    'Where the mock\'s lifecycle guess is wrong: the initial state of new items by collection ("/job": "queued"), the state an action moves an item to ("POST /job/{jobid}/cancel": "cancelled"), and the states an action is refused from with a 409 where documented ("POST /job/{jobid}/cancel": ["finished", "failed", "cancelled"]; default: the state it moves to).',
  ),
});

const stringLists = (description: string) =>
  Type.Record(Type.String(), Type.Array(Type.String(), { uniqueItems: true }), { description });

/** What the model decides for the query target (src/normalise/queries/): read by normalise, not an emitter. */
const QuerySchema = section(
  {
    invalidates: stringLists(
      "Per write (operationId or 'METHOD /path'): the reads it invalidates (operationIds or 'METHOD /path'), replacing the derived list.",
    ),
    terminal: stringLists(
      "Per read (operationId or 'METHOD /path'): the state values at which polling stops, replacing the derived list ([] turns polling off).",
    ),
  },
  'TanStack Query target: what each write invalidates and which states end polling (the model derives both; these override).',
);

/** One installation `specforge survey` reads (docs/survey.md): credentials by environment variable name only. */
const InstallationSchema = Type.Object(
  {
    name: Type.String(),
    baseUrl: Type.String({ description: 'Base URL (https://host) or document URL.' }),
    usernameEnv: Type.Optional(
      Type.String({ description: 'Environment variable holding the user name.' }),
    ),
    passwordEnv: Type.Optional(
      Type.String({ description: 'Environment variable holding the password.' }),
    ),
    headers: Type.Optional(mapOf(Type.String())),
  },
  { additionalProperties: false },
);

const GENERAL = {
  source: Type.String({
    description: 'Base URL (https://host), document URL, file, or - for stdin.',
  }),
  output: Type.String({ description: 'Output directory for generate and check.' }),
  versions: mapOf(
    Type.String(),
    'Several versions of the document in one client (docs/versions.md): version name → source, e.g. {"1.0": "v1.json", "2.0": "https://host"}; the same as repeating --source NAME=<source>. Used when no source is given on the command line.',
  ),
  plugins: Type.Array(Type.String(), {
    description:
      'Modules whose default export is a target ({ name, emit(model, options) }; docs/plugins.md), paths relative to this file. Each is then a target name and its config section.',
  }),
  templates: Type.String({
    description:
      "A folder of handlebars templates (relative to this file) replacing specforge's by file name: banner.hbs, client/client.ts.hbs, … (docs/templates.md). Hashed in the output lock.",
  }),
  format: Type.Boolean({
    description: 'Run prettier over the output (opt-in; the output is prettier-clean without it).',
  }),
  envelope: mapOf(
    oneOf(RESULT_KINDS, 'result shape'),
    "Result shape per operation, keyed by operationId or 'METHOD /path'.",
  ),
  access: mapOf(
    oneOf(ACCESS_LEVELS, 'access level'),
    "Access level per operationId, 'METHOD /path', or path prefix ending in '/*'.",
  ),
  names: mapOf(
    Type.String({
      pattern: '^[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*$',
      'x-what': 'method name (group.method made of identifiers)',
    }),
    'Client method name per operationId or \'METHOD /path\', e.g. {"get_job_list": "job.list"}.',
  ),
  queryParserAsBody: Type.Boolean({
    description:
      'Treat Flask-RESTX query-parser arguments on POST/PUT/PATCH as JSON body fields (default: only in documents with Session/Token headers or an /auth path).',
  }),
  overlays: Type.Array(Type.String(), {
    description:
      'OpenAPI Overlay 1.0 files (paths from the working directory) applied in order to the document before normalising; --overlay flags replace this list. Their hashes are recorded in the output lock, so `check` notices a changed overlay.',
  }),
  schemas: section(
    {
      inferTypes: Type.Boolean({
        default: true,
        description:
          'Read a schema without `type` as an object when it has `properties`/`additionalProperties` and as an array when it has `items` (each guess an info diagnostic). false: no type is inferred and validators follow JSON Schema exactly (types widen to stay sound).',
      }),
    },
    'How schemas are read.',
  ),
  flaskRestx: section(
    {
      optionalMeansNullable: Type.Boolean({
        description:
          'Every optional property of a named schema that a response reaches may be null (Flask-RESTX marshalling writes null for unset fields unless skip_none). Default: on for documents that look like Flask-RESTX (X-Fields masks, ParseError/MaskError responses, get_x_list operationIds), off for others. See docs/flask-restx.md.',
      }),
    },
    'How Flask-RESTX habits are read.',
  ),
  headers: mapOf(Type.String(), 'Extra request headers when loading the document.'),
  timeoutMs: count('Load timeout in milliseconds (default 30000).'),
  insecure: Type.Boolean({ description: 'Accept self-signed certificates.' }),
  retries: count('Retries on network errors, 5xx and 429 when loading (default 2).'),
  maxSize: count('Largest document accepted, in bytes (default 50 MB).'),
  mock: MockSchema,
  query: QuerySchema,
  survey: section(
    { installations: Type.Array(InstallationSchema) },
    'specforge survey: the installations to survey when no installations file is given.',
  ),
  credentials: section(
    { username: Type.String(), password: Type.String() },
    'Prefer SPECFORGE_USERNAME / SPECFORGE_PASSWORD; never pass credentials on the command line.',
  ),
};

/** The config's own top-level keys: no plugin may take one as its name (its section's key). */
export const GENERAL_KEYS: readonly string[] = ['$schema', 'targets', ...Object.keys(GENERAL)];

const DESCRIPTION =
  'Settings a build step would otherwise repeat on the command line. Flags override the file. Comments are allowed.';

/** The settings every config has (for the type; the checker's schema adds the targets). */
const GeneralSchema = section({ $schema: Type.String(), ...GENERAL });

/**
 * The whole config as the checker judges it: the general settings, `targets` naming the
 * built-in targets and these plugins, and each target's section from its `options`. The
 * shipped file (for editors) is the one without plugins: an editor flags a plugin's name and
 * section, which only the project's own plugins can vouch for (docs/plugins.md).
 */
export function configSchema(plugins: readonly Target<object>[] = []): TSchema {
  const targets = [...TARGETS, ...plugins] as readonly Pick<TargetDescriptor, 'name' | 'options'>[];
  const sections = targets.flatMap((t) =>
    t.options
      ? [[t.name, Type.Optional(fromJsonSchema(t.options, `target ${t.name}`))] as const]
      : [],
  );
  const names = oneOf([...TARGET_NAMES, ...plugins.map((p) => p.name)], 'target');
  return Type.Object(
    {
      ...GeneralSchema.properties,
      targets: Type.Optional(
        Type.Array(names, {
          uniqueItems: true,
          description: `What to generate (default: ${DEFAULT_TARGETS.join(', ')}; a config plugin's name too).`,
        }),
      ),
      ...Object.fromEntries(sections),
    },
    { additionalProperties: false, description: DESCRIPTION },
  );
}

/** `specforge.config.json` (JSON with comments allowed); flags override the file. */
export type SpecforgeConfig = Omit<Static<typeof GeneralSchema>, '$schema'> & {
  /** What to generate: built-in target names and config plugins' names. */
  targets?: string[];
} & BuiltInSections;

/** The shipped JSON Schema file's contents: the definition plus its identity. */
export function configJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://specforge.dev/schema/specforge.config.schema.json',
    title: 'specforge configuration (specforge.config.json)',
    ...(JSON.parse(JSON.stringify(configSchema())) as Record<string, unknown>),
  };
}
