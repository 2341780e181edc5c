/**
 * Target `mocks`: `<dir>/mocks/` with the mock engine (copied from src/runtime/mock),
 * `data.ts` (the document's operations and schemas as the engine reads them),
 * `factories.ts` (a typed `mock<Type>()` per named schema), `operations.ts` (each operation's
 * types by `METHOD /path`, for typed `override`/`respond`), `handlers.ts` (MSW 2 request
 * handlers answered by a mock installation) and
 * `index.ts` (`createMockInstallation` wired to the generated validators, which
 * check every request and every value the engine sends, and ready `installation` /
 * `handlers`); the target needs `validators`. Nothing here is re-exported from `<dir>/index.ts`:
 * msw is a dependency of the consumer's tests only. See docs/mocks.md.
 */
import type { ApiModel, GeneratedFile } from '../../ir/types.js';
import type { EmitOptions, EmitOutput } from '../shared/options.js';
import { mockDiagnostics } from './diagnostics.js';
import { banner } from '../shared/banner.js';
import { printDoc } from '../shared/doc.js';
import { joinCode, trusted } from '../shared/escape.js';
import { factoryFunctions } from './factories.js';
import { runtimeFiles } from '../shared/runtime-files.js';
import { template } from '../render.js';
import { engineFiles } from './engine-files.js';
import { mockDataFromModel } from './mock-data.js';
import { valueDoc } from './print-value.js';
import { mswRoutes } from './routes.js';
import { operationTable } from '../shared/operation-table.js';
import { typeNames } from '../shared/names.js';

export function emitMocks(model: ApiModel, options: EmitOptions): EmitOutput {
  return { files: mockFiles(model, options), diagnostics: mockDiagnostics(model) };
}

function mockFiles(model: ApiModel, options: EmitOptions): GeneratedFile[] {
  const head = banner(model, options);
  const data = printDoc([
    'export const mockData: MockData = ',
    valueDoc(mockDataFromModel(model)),
    ';',
  ]);
  const routes = printDoc(['const routes: [Method, string][] = ', valueDoc(mswRoutes(model)), ';']);
  return [
    {
      path: 'mocks/data.ts',
      contents: template(
        'mocks/data.ts.hbs',
        options.templates,
      )({ banner: head, data: trusted(data) }),
    },
    ...(model.schemas.length === 0
      ? []
      : [
          {
            path: 'mocks/factories.ts',
            contents: template(
              'mocks/factories.ts.hbs',
              options.templates,
            )({
              banner: head,
              factories: joinCode(factoryFunctions(model), '\n\n'),
            }),
          },
        ]),
    {
      path: 'mocks/handlers.ts',
      contents: template(
        'mocks/handlers.ts.hbs',
        options.templates,
      )({ banner: head, routes: trusted(routes) }),
    },
    {
      path: 'mocks/operations.ts',
      contents: template(
        'mocks/operations.ts.hbs',
        options.templates,
      )({
        banner: head,
        operations: operationTable(model, typeNames(model), 'MockOperations', [
          "Each operation's params and result by `METHOD /path`: what `installation.override()`",
          'and `installation.respond()` are checked against.',
        ]),
      }),
    },
    {
      path: 'mocks/index.ts',
      contents: template('mocks/index.ts.hbs', options.templates)({ banner: head }),
    },
    ...engineFiles(),
    ...runtimeFiles(model, options, ['access.ts', 'wire-format.ts']),
  ];
}
