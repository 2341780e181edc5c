import { readFile } from 'node:fs/promises';
import { SpecforgeError } from '../errors.js';
import { isRecord } from '../json/value.js';
import { withoutQueryCredentials } from '../loader/lock.js';
import type { Since, SurveyRow } from './types.js';

/**
 * The survey lockfile (`--write-lockfile`): per installation what was last seen (document
 * hash, `info.version`, when), so that the next survey says what changed since ("acme
 * upgraded 1.4.2 → 2.0.0"). It holds names, URLs (query credentials redacted), hashes,
 * versions and times: never a header or a credential. An installation unreachable this time
 * keeps its last sighting.
 */
export interface SurveyLock {
  specforgeSurvey: 1;
  installations: Record<string, Sighting>;
}

export interface Sighting {
  baseUrl: string;
  sha256: string;
  version: string;
  seenAt: string;
}

export async function readSurveyLock(path: string): Promise<SurveyLock | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SpecforgeError('survey-lock', `cannot read the survey lockfile ${path}`);
  }
  let lock: unknown;
  try {
    lock = JSON.parse(text);
  } catch {
    lock = undefined;
  }
  if (!isRecord(lock) || lock.specforgeSurvey !== 1 || !isRecord(lock.installations))
    throw new SpecforgeError('survey-lock', `${path} is not a survey lockfile`, {
      hint: 'move it away, or pass another path to --write-lockfile',
    });
  return lock as unknown as SurveyLock;
}

/** The lockfile after this survey: every installation reached now, and the earlier sightings of the rest. */
export function nextSurveyLock(
  previous: SurveyLock | undefined,
  rows: readonly SurveyRow[],
  now: string,
): SurveyLock {
  const installations: Record<string, Sighting> = { ...previous?.installations };
  for (const row of rows) {
    if (row.sha256 === null || row.version === null) continue;
    installations[row.name] = {
      baseUrl: withoutQueryCredentials(row.baseUrl),
      sha256: row.sha256,
      version: row.version,
      seenAt: now,
    };
  }
  const sorted = Object.fromEntries(
    Object.entries(installations).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { specforgeSurvey: 1, installations: sorted };
}

/** What changed for one reached installation since its last sighting. */
export function sinceOf(
  row: SurveyRow,
  previous: Sighting | undefined,
  now: string,
): Since | undefined {
  if (row.sha256 === null || row.version === null) return undefined;
  const today = now.slice(0, 10);
  if (!previous)
    return { change: 'new', message: `${row.name} first surveyed on ${today} (${row.version})` };
  const last = { previousVersion: previous.version, previousSeenAt: previous.seenAt };
  const lastDay = previous.seenAt.slice(0, 10);
  if (previous.sha256 === row.sha256)
    return {
      change: 'unchanged',
      ...last,
      message: `${row.name} unchanged since ${lastDay} (${row.version})`,
    };
  const order = compareVersions(row.version, previous.version);
  const change = order > 0 ? 'upgraded' : order < 0 ? 'downgraded' : 'changed';
  const message =
    change === 'changed'
      ? `${row.name}'s document changed between ${lastDay} and ${today}, still version ${row.version}`
      : `${row.name} ${change} ${previous.version} → ${row.version} between ${lastDay} and ${today}`;
  return { change, ...last, message };
}

/** Dotted versions compared part by part, numerically where both parts are numbers. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(/[.+-]/);
  const right = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i] ?? '0';
    const y = right[i] ?? '0';
    const order = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x.localeCompare(y);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}
