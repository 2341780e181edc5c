import type { Random } from './random.js';

/**
 * Realistic primitive values, chosen by format first and by the property's name
 * second (a `name` looks like a name, an `email` like an address). Dates are drawn
 * around a fixed day, never the clock, so responses stay reproducible.
 */

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Linus',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
];
const WORDS = [
  'render',
  'backup',
  'ingest',
  'nightly',
  'report',
  'archive',
  'batch',
  'sync',
  'export',
  'scan',
];
const BASE_DAY = Date.UTC(2024, 0, 15, 9, 0, 0);

function personName(random: Random): string {
  return `${random.pick(FIRST)} ${random.pick(LAST)}`;
}

function email(random: Random): string {
  return `${random.pick(FIRST)}.${random.pick(LAST)}${random.int(1, 99)}@example.com`.toLowerCase();
}

function dateTime(random: Random): string {
  const offset = random.int(-180 * 24, 180 * 24) * 3600_000 + random.int(0, 3599) * 1000;
  return new Date(BASE_DAY + offset).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function uuid(random: Random): string {
  const hex = random.hex(32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const BY_FORMAT: Record<string, (random: Random) => string> = {
  'date-time': dateTime,
  date: (random) => dateTime(random).slice(0, 10),
  time: (random) => dateTime(random).slice(11),
  email,
  uuid,
  uri: (random) => `https://files.example.com/${random.pick(WORDS)}/${random.int(1, 999)}`,
  url: (random) => `https://files.example.com/${random.pick(WORDS)}/${random.int(1, 999)}`,
  hostname: (random) => `node-${random.int(1, 64)}.example.com`,
  ipv4: (random) => `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  ipv6: (random) => `fd00::${random.hex(4)}:${random.hex(4)}`,
  byte: (random) => btoa(random.pick(WORDS)),
  password: (random) => `secret-${random.hex(6)}`,
  // A decimal number as a string (Flask-RESTX `fields.Fixed`, Stripe's decimal strings).
  decimal: (random) => `${random.int(0, 999)}.${String(random.int(0, 99)).padStart(2, '0')}`,
};

const BY_NAME: [RegExp, (random: Random) => string][] = [
  [/e-?mail|username/i, email],
  [/^(first_?name|given)/i, (random) => random.pick(FIRST)],
  [/^(last_?name|surname|family)/i, (random) => random.pick(LAST)],
  [/(full_?name|owner|author|^user$|display)/i, personName],
  [/(date|time|created|updated|modified|_at$|^validto$|deadline|expires)/i, dateTime],
  [/(url|uri|href|link)/i, BY_FORMAT['uri'] as (random: Random) => string],
  [/(host|node)/i, BY_FORMAT['hostname'] as (random: Random) => string],
  [/(^ip$|address)/i, BY_FORMAT['ipv4'] as (random: Random) => string],
  [/(uuid|guid)/i, uuid],
  [
    /(description|comment|message|note)/i,
    (random) => `The ${random.pick(WORDS)} ${random.pick(WORDS)} job`,
  ],
  [
    /(name|title|label|bucket|queue|key|tag)/i,
    (random) => `${random.pick(WORDS)}-${random.int(1, 999)}`,
  ],
];

/** A string for a property named `hint` with the given format (either may be absent). */
export function realisticString(random: Random, format: string | undefined, hint: string): string {
  const byFormat = format === undefined ? undefined : BY_FORMAT[format];
  if (byFormat) return byFormat(random);
  for (const [test, make] of BY_NAME) if (test.test(hint)) return make(random);
  return `${random.pick(WORDS)}-${random.hex(6)}`;
}
