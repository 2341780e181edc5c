/**
 * How to call each documented operation with valid inputs (keyed `METHOD /path` as in the
 * v2 document; parameter names do not matter), including whatever must exist first.
 */
import type { DocumentName } from '../../fixtures/installation/spec/render.js';
import { type Auth, call, type CallOptions, login, type Role } from './http.js';
import { adminRecipes } from './recipes-admin.js';
import { jobRecipes } from './recipes-jobs.js';
import { storageRecipes } from './recipes-storage.js';

export interface Call extends Omit<CallOptions, 'auth'> {
  /** Log in as this seeded user (cached per role); `auth` overrides it. */
  as?: Role;
  auth?: Auth;
  /** Path parameter values in template order. */
  path?: (string | number)[];
}

export interface Env {
  version: DocumentName;
  baseUrl: string;
  /** A cached login per role. */
  as(role: Role): Promise<Auth>;
  /** A login of its own, for calls that end or change the session. */
  fresh(role: Role): Promise<Auth>;
  /** A preparatory call that must succeed; returns `result` (the first item when it is a list). */
  setup(
    role: Role,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<Record<string, unknown>>;
  unique(prefix: string): string;
}

export type Recipe = (env: Env) => Promise<Call> | Call;

export const recipes: Record<string, Recipe> = {
  ...jobRecipes,
  ...storageRecipes,
  ...adminRecipes,
};

export function recipeKey(method: string, template: string): string {
  return `${method.toUpperCase()} ${template.replace(/\{[^}]+\}/g, '{}')}`;
}

export const recipeByKey = new Map(
  Object.entries(recipes).map(([key, recipe]) => [
    recipeKey(...(key.split(' ') as [string, string])),
    recipe,
  ]),
);

export function makeEnv(version: DocumentName, baseUrl: string): Env {
  const cache = new Map<Role, Promise<Auth>>();
  let counter = 0;
  const env: Env = {
    version,
    baseUrl,
    as: (role) => cache.get(role) ?? cache.set(role, login(baseUrl, role)).get(role)!,
    fresh: (role) => login(baseUrl, role),
    async setup(role, method, path, options = {}) {
      const reply = await call(baseUrl, method, path, { auth: await env.as(role), ...options });
      if (reply.status >= 300)
        throw new Error(`setup ${method} ${path}: ${reply.status} ${reply.bytes.toString('utf8')}`);
      const result = reply.json?.result;
      return (Array.isArray(result) ? result[0] : result) as Record<string, unknown>;
    },
    unique: (prefix) => `${prefix}-${++counter}`,
  };
  return env;
}
