import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * yargs' own translations of its help words ("Commands:", "Options:", its errors) for the
 * user's locale, read from the installed yargs package, or undefined for English.
 *
 * Why: the bundle holds yargs' code as published, and yargs looks for its locale files
 * relative to its own file, which inside the bundle is ours; it then finds none and speaks
 * English. Rather than rewrite yargs' source, the CLI hands the strings over through yargs'
 * public `updateLocale`. The locale is chosen as yargs chooses it (LC_ALL, LC_MESSAGES, LANG,
 * LANGUAGE; `de_DE` falls back to `de`), and nothing is read for English. The files' plural
 * entries are `{ one, other }` objects, which yargs' y18n reads though yargs' type says string.
 */
export function yargsLocaleStrings(env: NodeJS.ProcessEnv): Record<string, string> | undefined {
  const locale = (env.LC_ALL || env.LC_MESSAGES || env.LANG || env.LANGUAGE || 'en_US').replace(
    /[.:].*/,
    '',
  );
  if (!/^[A-Za-z]{2,3}(_[A-Za-z0-9]+)?$/.test(locale) || /^en(_|$)/.test(locale)) return undefined;
  const directory = join(
    dirname(createRequire(import.meta.url).resolve('yargs/package.json')),
    'locales',
  );
  for (const name of [locale, locale.split('_')[0]!]) {
    try {
      return JSON.parse(readFileSync(join(directory, `${name}.json`), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      // No file for this name: try the language alone, then English.
    }
  }
  return undefined;
}
