import { SpecforgeError } from '../errors.js';
import { loadDocument } from '../loader/index.js';
import type { LoadOptions } from '../loader/types.js';
import type { Diagnostic, NormaliseOptions } from '../ir/types.js';
import { normalise } from '../normalise/index.js';
import { mockDataFromModel } from '../emit/mocks/mock-data.js';
import { mockDiagnostics } from '../emit/mocks/diagnostics.js';
import {
  createMockInstallation,
  defaultUsers,
  parseUsers,
  readUsersFile,
  UsersFileError,
  type MockInstallation,
  type MockUser,
} from '../runtime/mock/index.js';
import type { LifecycleSettings } from '../runtime/mock/lifecycle.js';
import { MOCK_DEFAULTS } from './defaults.js';
import { startMockServer } from './server.js';
import { compileValidators } from './validators.js';

/**
 * `specforge mock`: the document loaded and normalised like `generate` does, the
 * same engine the generated mocks ship, on node:http, judging requests and its own
 * data with the generated validators (compiled at start-up: validators.ts).
 */
export interface StandaloneOptions {
  source: string;
  load?: LoadOptions;
  /** Model overrides from the config file, as for `generate` (names, access, envelope). */
  normalise?: NormaliseOptions;
  port?: number;
  seed?: number;
  /** A users file (docs/contract.md format); the default users otherwise. */
  usersFile?: string;
  /** Users given directly (tests); a users file wins. */
  users?: readonly MockUser[];
  latencyMs?: number;
  faultRate?: number;
  /** The config's `mock.states`: initial states and transitions where the guess is wrong. */
  lifecycle?: LifecycleSettings;
  /** How unknown URLs are answered (default: Flask's HTML page for a Flask-RESTX document). */
  notFound?: 'html' | 'envelope';
  /** Largest request body the server accepts (default 4 MiB); larger ones get 413. */
  maxBodyBytes?: number;
}

/** What the mock decided from the document and the options, before it serves. */
export interface MockPlan {
  users: readonly MockUser[];
  usersAreDefault: boolean;
  title: string;
  version: string;
  operations: number;
  decisions: MockInstallation['decisions'];
  /** What the engine cannot draw for this document (as `generate --targets mocks` reports it). */
  diagnostics: Diagnostic[];
}

export interface StandaloneMock extends MockPlan {
  /** `http://127.0.0.1:PORT/api` */
  baseUrl: string;
  origin: string;
  close(): Promise<void>;
}

export async function startStandaloneMock(options: StandaloneOptions): Promise<StandaloneMock> {
  const { plan, model, documentText, installationOptions } = await prepare(options);
  const installation = createMockInstallation({
    ...installationOptions,
    validators: await compileValidators(model),
  });
  const server = await startMockServer({
    installation,
    documentText,
    port: options.port ?? MOCK_DEFAULTS.port,
    maxBodyBytes: options.maxBodyBytes,
    latencyMs: installationOptions.latencyMs,
  });
  return {
    ...plan,
    baseUrl: `${server.origin}${installation.basePath}`,
    origin: server.origin,
    close: server.close,
  };
}

/** What `specforge mock --describe` shows: the decisions, without serving (or compiling validators). */
export async function planStandaloneMock(options: StandaloneOptions): Promise<MockPlan> {
  return (await prepare(options)).plan;
}

async function prepare(options: StandaloneOptions) {
  const users = options.usersFile ? readUsers(options.usersFile) : givenUsers(options.users);
  const loaded = await loadDocument(options.source, { ...options.load, validate: false });
  const model = normalise(
    { document: loaded.document, sha256: loaded.lock.sha256 },
    options.normalise,
  );
  // A config key naming no operation (normalise/unknown-config-keys.ts) is refused, as by generate.
  const unknownKey = model.diagnostics.find((d) => d.code === 'config-key-unknown');
  if (unknownKey) throw new SpecforgeError('config-invalid', `config: ${unknownKey.message}`);
  const installationOptions = {
    ...mockDataFromModel(model),
    users,
    seed: options.seed ?? MOCK_DEFAULTS.seed,
    latencyMs: options.latencyMs ?? MOCK_DEFAULTS.latencyMs,
    faultRate: options.faultRate ?? MOCK_DEFAULTS.faultRate,
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.notFound ? { notFound: options.notFound } : {}),
  };
  // The decisions come from the document alone: no validator is called to make them.
  const { decisions } = createMockInstallation({ ...installationOptions, validators: {} });
  const plan: MockPlan = {
    users,
    usersAreDefault: !options.usersFile && !options.users,
    title: model.title,
    version: model.version,
    operations: model.operations.length,
    decisions,
    diagnostics: mockDiagnostics(model),
  };
  return { plan, model, documentText: loaded.text, installationOptions };
}

/** Users given directly (the config's `mock.users`): the same checks as a users file's. */
function givenUsers(given: readonly MockUser[] | undefined): readonly MockUser[] {
  if (given === undefined) return defaultUsers;
  return usersOrRefusal(() => parseUsers(given), 'mock.users: ');
}

function readUsers(file: string): MockUser[] {
  return usersOrRefusal(() => readUsersFile(file), '');
}

/** The engine's UsersFileError as the CLI's one-line refusal (exit 2). */
function usersOrRefusal(read: () => MockUser[], prefix: string): MockUser[] {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof UsersFileError)) throw error;
    throw new SpecforgeError('users-file', `${prefix}${error.message}`, {
      hint: 'expected [{ "username": "ops@example.com", "password": "…", "access": "user", "permissions": ["add-job"] }]',
    });
  }
}
