import {
  createMockInstallation,
  type MockInstallation,
  type MockInstallationOptions,
} from '../../src/runtime/mock/index.js';
import { mockDataFromModel } from '../../src/emit/mocks/mock-data.js';
import { jobModel } from './job-model.js';
import { compileValidators } from '../../src/mock/validators.js';

export const jobData = mockDataFromModel(jobModel);

let jobValidators: MockInstallationOptions['validators'] | undefined;

/** Compiles the job model's generated validators once (call from `beforeAll`). */
export async function prepareJobValidators(): Promise<MockInstallationOptions['validators']> {
  jobValidators ??= await compileValidators(jobModel);
  return jobValidators;
}

export function jobInstallation(options: Partial<MockInstallationOptions> = {}): MockInstallation {
  if (!jobValidators) throw new Error('call prepareJobValidators() in beforeAll first');
  return createMockInstallation({ ...jobData, validators: jobValidators, ...options });
}

export interface Reply {
  status: number;
  body: { status: string; result: unknown[] };
}

/** One request through the engine, the envelope parsed. */
export function call(
  installation: MockInstallation,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Reply {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    headers[name.toLowerCase()] = value;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = installation.handle({ method, url, headers, body });
  return { status: response.status, body: JSON.parse(response.body) as Reply['body'] };
}

/** The login exchange; returns the headers later requests send. */
export function login(
  installation: MockInstallation,
  username: string,
  password: string,
): Record<string, string> {
  const start = call(installation, 'GET', '/api/auth').body.result[0] as {
    session: string;
    nonce: number;
  };
  const finish = call(installation, 'POST', '/api/auth', {
    body: { ...start, username, password },
  });
  if (finish.status !== 200) throw new Error(`login failed: ${JSON.stringify(finish.body)}`);
  const { token } = finish.body.result[0] as { token: string };
  return { Session: start.session, Token: token };
}

export const asUser = (installation: MockInstallation) =>
  login(installation, 'user@example.com', 'user-secret');
export const asViewer = (installation: MockInstallation) =>
  login(installation, 'viewer@example.com', 'viewer-secret');
export const asAdmin = (installation: MockInstallation) =>
  login(installation, 'admin@example.com', 'admin-secret');
export const asRoot = (installation: MockInstallation) =>
  login(installation, 'root@example.com', 'root-secret');
