import { readFile } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { isRecord } from '../json/value.js';
import { resolveSource } from '../loader/source.js';
import type { Installation, ResolvedInstallation } from './types.js';

/**
 * The installations file: `{ "installations": [ { name, baseUrl, usernameEnv?, passwordEnv?,
 * headers? } ] }`, or a config file whose `survey` section holds the same list. Credentials
 * are named by environment variable only; a variable that is named but unset is bad input
 * (exit 2) before anything is sent, rather than an installation surveyed without logging in.
 * Messages never quote a header value: headers often carry tokens.
 */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

export async function readInstallationsFile(file: string): Promise<Installation[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : 'is not valid JSON';
    throw new SpecforgeError('survey-file', `installations file ${file} ${why}`);
  }
  const section = isRecord(parsed) && isRecord(parsed.survey) ? parsed.survey : parsed;
  if (!isRecord(section) || !Array.isArray(section.installations)) {
    throw new SpecforgeError('survey-file', `${file}: expected { "installations": [ … ] }`, {
      hint: 'or a config file with "survey": { "installations": [ … ] }',
    });
  }
  return checkInstallations(section.installations, file);
}

/** Checks each entry's shape (the config section arrives here too) and that names are unique. */
export function checkInstallations(list: unknown[], where: string): Installation[] {
  if (list.length === 0)
    throw new SpecforgeError('survey-file', `${where}: no installations listed`);
  const seen = new Set<string>();
  return list.map((entry, index) => {
    const installation = checkEntry(entry, `${where}: installation ${index + 1}`);
    if (seen.has(installation.name))
      throw new SpecforgeError(
        'survey-file',
        `${where}: two installations are named ${JSON.stringify(installation.name)}`,
      );
    seen.add(installation.name);
    return installation;
  });
}

function checkEntry(entry: unknown, at: string): Installation {
  const fail = (what: string) => new SpecforgeError('survey-file', `${at} ${what}`);
  if (!isRecord(entry)) throw fail('is not an object');
  const known = new Set(['name', 'baseUrl', 'usernameEnv', 'passwordEnv', 'headers']);
  const unknown = Object.keys(entry).find((key) => !known.has(key));
  if (unknown !== undefined)
    throw fail(`has an unknown key ${JSON.stringify(unknown)} (known: ${[...known].join(', ')})`);
  const { name, baseUrl, usernameEnv, passwordEnv, headers } = entry;
  if (typeof name !== 'string' || name.trim() === '') throw fail('needs a "name"');
  const named = `${at} (${JSON.stringify(name)})`;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl))
    throw new SpecforgeError('survey-file', `${named} needs an http(s) "baseUrl"`);
  resolveSource(baseUrl); // refuses a URL holding a user name or password, and malformed ones
  for (const [key, value] of [
    ['usernameEnv', usernameEnv],
    ['passwordEnv', passwordEnv],
  ] as const)
    if (
      value !== undefined &&
      (typeof value !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(value))
    )
      throw new SpecforgeError(
        'survey-file',
        `${named}: "${key}" must name an environment variable`,
      );
  if ((usernameEnv === undefined) !== (passwordEnv === undefined))
    throw new SpecforgeError(
      'survey-file',
      `${named}: give both "usernameEnv" and "passwordEnv", or neither`,
    );
  return {
    name,
    baseUrl,
    ...(typeof usernameEnv === 'string' && { usernameEnv }),
    ...(typeof passwordEnv === 'string' && { passwordEnv }),
    ...(headers !== undefined && { headers: checkHeaders(headers, named) }),
  };
}

function checkHeaders(headers: unknown, at: string): Record<string, string> {
  if (!isRecord(headers))
    throw new SpecforgeError('survey-file', `${at}: "headers" must be an object`);
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || typeof value !== 'string' || CONTROL.test(value))
      throw new SpecforgeError(
        'survey-file',
        `${at}: header ${JSON.stringify(name)} is not a valid header name with a one-line string value (value not shown)`,
      );
  }
  return headers as Record<string, string>;
}

/** Reads each installation's credentials from the environment; a named variable that is unset is bad input. */
export function resolveCredentials(
  installations: readonly Installation[],
  env: NodeJS.ProcessEnv = process.env,
): ResolvedInstallation[] {
  return installations.map((installation) => {
    const { usernameEnv, passwordEnv } = installation;
    if (usernameEnv === undefined || passwordEnv === undefined) return installation;
    const missing = [usernameEnv, passwordEnv].filter((name) => !env[name]);
    if (missing.length > 0)
      throw new SpecforgeError(
        'survey-credentials',
        `installation ${JSON.stringify(installation.name)}: environment variable ${missing.join(' and ')} is not set`,
        {
          hint: 'set it, or remove usernameEnv/passwordEnv to survey that installation without logging in',
        },
      );
    return {
      ...installation,
      credentials: { username: env[usernameEnv] ?? '', password: env[passwordEnv] ?? '' },
    };
  });
}
