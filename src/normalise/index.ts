/**
 * document → IR. The one place that knows Swagger 2.0 and OAS 3.x shapes. Swagger 2.0
 * is brought into the 3.x shape first; then named schemas are registered and converted,
 * operations read and named, the login exchange found; diagnostics sorted last.
 */
import { sha256Canonical } from '../json/canonical.js';
import { sortDiagnostics, sortOperations, sortSchemas } from '../ir/sort.js';
import type { ApiModel, NormaliseOptions } from '../ir/types.js';
import { envelopeModel } from '../ir/factories-model.js';
import { authHeaders, buildAuth } from './auth.js';
import { createContext } from './context.js';
import { basePathOf, formatFacts, documentSurface, reportDocumentFacts } from './document.js';
import { objectAt, stringAt } from './json.js';
import { NameTable } from './names/identifiers.js';
import { buildOperations } from './operations/index.js';
import { describeQueries } from './queries/index.js';
import { convertNamedSchemas } from './schema/named.js';
import { optionalMeansNullable } from './flask-restx/nullable.js';
import { upgradeSwagger2 } from './swagger2/upgrade.js';
import { reportUnknownConfigKeys } from './unknown-config-keys.js';

export interface NormaliseInput {
  /** The parsed document, `$ref`s kept. Never mutated. */
  document: Record<string, unknown>;
  /** sha256 of the canonical document, when the loader already has it. */
  sha256?: string;
  /**
   * The query target's facts (paging, polling, invalidation: `describeQueries`); default
   * `true`. The diff compares none of them and skips them: ~70 ms of a GitHub pair.
   */
  queries?: boolean;
}

export function normalise(input: NormaliseInput, options: NormaliseOptions = {}): ApiModel {
  const source = input.document;
  const { format, formatVersion, known } = formatFacts(source);
  const ctx = createContext(source, source, format, options);
  if (format === 'swagger 2.0') ctx.document = upgradeSwagger2(source, ctx.origin);
  reportDocumentFacts(ctx, known);
  const schemas = convertNamedSchemas(ctx, new NameTable());
  const byName = new Map(schemas.map((s) => [s.name, s.schema]));
  const headers = authHeaders(ctx);
  const built = buildOperations(ctx, {
    lookup: (name) => byName.get(name),
    authHeaders: [headers.session.toLowerCase(), headers.token.toLowerCase()],
  });
  const marshalled = optionalMeansNullable(ctx, schemas, built);
  const operations = marshalled.operations;
  reportUnknownConfigKeys(ctx, operations);
  const auth = buildAuth(ctx, operations);
  const described =
    input.queries === false
      ? operations
      : describeQueries(ctx, operations, auth, (name) => byName.get(name));
  const info = objectAt(source, 'info');
  const model: ApiModel = {
    kind: 'api',
    format,
    formatVersion,
    title: stringAt(info, 'title') ?? '',
    version: stringAt(info, 'version') ?? '',
    sha256: input.sha256 ?? sha256Canonical(source),
    basePath: basePathOf(ctx),
    envelope: envelopeModel(),
    auth,
    schemas: sortSchemas(marshalled.schemas),
    operations: sortOperations(described),
    diagnostics: sortDiagnostics(ctx.diagnostics),
    ...documentSurface(ctx),
  };
  const description = stringAt(info, 'description');
  if (description !== undefined) model.description = description;
  return model;
}

export type { NormaliseOptions } from '../ir/types.js';
