import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Node, Project, ts, type SourceFile } from 'ts-morph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialiseGoldens } from '../../golden/generate.js';

/**
 * What an editor shows: the language service's quick info over a consumer of the v2
 * golden client (the generated output, golden.test.ts, written out whole with its runtime), and JSDoc on every export that
 * the client and its runtime hand to a consumer, members included.
 */
let golden: string;
let consumerPath: string;
const consumer = `import { ApiError, createClient, type Middleware } from '../v2/index.js';

const api = createClient({ baseUrl: 'https://jobs.example.com', retry: { retries: 3 } });
const tracing: Middleware = { onRequest: ({ request }) => request };

export async function use(): Promise<string> {
  const session = await api.login({ username: 'ops@example.com', password: 'secret' });
  const job = await api.job.get({ jobid: 1 });
  const jobs = await api.job.list();
  const log = await api.job.log.text.get({ jobid: job.id });
  try {
    await api.superadmin.realm.list();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'forbidden') void error.serviceMessage;
  }
  void [api.session(), jobs, session, tracing];
  await api.logout();
  return log;
}
`;

let project: Project;
let file: SourceFile;

beforeAll(async () => {
  golden = await materialiseGoldens();
  consumerPath = join(golden, 'consumers/hover-probe.ts');
  project = new Project({
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      types: [],
    },
  });
  project.addSourceFilesAtPaths(join(golden, 'v2/**/*.ts'));
  file = project.createSourceFile(consumerPath, consumer, { overwrite: true });
});
afterAll(() => rmSync(golden, { recursive: true, force: true }));

/** Quick info at the `nth` occurrence of `word` in the consumer (the end of `before` + word). */
function hover(before: string): { display: string; docs: string; tags: string } {
  const at = consumer.indexOf(before);
  if (at < 0) throw new Error(`not in the consumer: ${before}`);
  const info = project
    .getLanguageService()
    .compilerObject.getQuickInfoAtPosition(consumerPath, at + before.length - 1);
  const text = (parts?: readonly ts.SymbolDisplayPart[]) =>
    (parts ?? []).map((p) => p.text).join('');
  return {
    display: text(info?.displayParts),
    docs: text(info?.documentation),
    tags: (info?.tags ?? []).map((tag) => `@${tag.name} ${text(tag.text)}`).join('\n'),
  };
}

describe('hovers over a consumer of the generated client', () => {
  it('the consumer compiles', () => {
    expect(file.getPreEmitDiagnostics().map((d) => d.getMessageText())).toEqual([]);
  });

  it.each([
    ['createClient', 'createClient', /client for this installation/i],
    ['api.login', 'api.login', /GET \/auth.*POST \/auth/s],
    ['api.logout', 'api.logout', /DELETE \/auth/],
    ['api.session', 'api.session', /current session/i],
    ['error.kind', 'error.kind', /forbidden/],
    ['error.serviceMessage', 'error.serviceMessage', /service's own message/],
    ['ApiError', 'instanceof ApiError', /every failure/i],
    ['retry policy', 'retries', /attempts after the first/i],
    ['middleware', 'onRequest', /before sending/i],
  ])('%s tells what it is', (_name, before, want) => {
    expect(hover(before).docs).toMatch(want);
  });

  it("a method's hover shows the result's shape, not only an alias name", () => {
    const get = hover('api.job.get');
    // A method that takes the X-Fields mask is a MaskedMethod: its hover resolves the result.
    expect(get.display).toContain('get: MaskedMethod');
    expect(get.display).toContain('(args: JobGetArgs, options?: {} | undefined) => Promise<Job>');
    expect(get.tags).toMatch(/@returns `Job`: `\{ id: number; name: string; state: JobState;/);
    expect(hover('api.job.list').tags).toMatch(/@returns `Job\[\]`, each `\{ id: number;/);
    expect(hover('api.job.log.text.get').tags).toContain('@returns the body as a string');
    expect(hover('const job').display).toBe('const job: Job');
    expect(hover('const log').display).toBe('const log: string');
  });
});

describe('JSDoc on everything the client hands to a consumer', () => {
  it('every export of index.ts that comes from client.ts or runtime/, and their members', () => {
    const index = project.getSourceFileOrThrow(join(golden, 'v2/index.ts'));
    const missing: string[] = [];
    for (const [name, declarations] of index.getExportedDeclarations()) {
      for (const declaration of declarations) {
        const from = declaration.getSourceFile().getFilePath();
        if (!/\/(client\.ts|runtime\/)/.test(from)) continue;
        if (!hasDoc(declaration)) missing.push(name);
        // Client's groups and Requests' rows are tables of the document's operations: each
        // method carries its own summary, path and access (methodComment, in the goldens).
        if (name === 'Client' || name === 'Requests') continue;
        for (const member of membersOf(declaration))
          if (!hasDoc(member)) missing.push(`${name}.${memberName(member)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

function hasDoc(node: Node): boolean {
  const target = Node.isVariableDeclaration(node) ? node.getVariableStatementOrThrow() : node;
  return (
    Node.isJSDocable(target) && target.getJsDocs().some((doc) => doc.getInnerText().trim() !== '')
  );
}

function membersOf(node: Node): Node[] {
  if (Node.isInterfaceDeclaration(node)) return [...node.getProperties(), ...node.getMethods()];
  if (Node.isClassDeclaration(node))
    return [...node.getProperties(), ...node.getMethods()].filter(
      (m) => !m.hasModifier(ts.SyntaxKind.PrivateKeyword),
    );
  return [];
}

function memberName(node: Node): string {
  return Node.hasName(node) ? node.getName() : node.getText().slice(0, 30);
}
