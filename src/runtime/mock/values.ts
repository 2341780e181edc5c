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
  return utcSeconds(BASE_DAY + offset);
}

const DAY_MS = 86_400_000;
/** `2024-01-15` by day number: the ~360 days drawn from, each formatted once. */
const dayTexts = new Map<number, string>();
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * `2024-01-15T09:00:00Z`: what `toISOString()` gives without its milliseconds (always
 * four-digit years here). Every new job draws several; formatting the day once and the
 * time by table costs a fraction of a `Date` and its ISO string.
 */
function utcSeconds(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let date = dayTexts.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayTexts.set(day, date);
  }
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  const hours = TWO_DIGITS[Math.floor(seconds / 3600)] as string;
  const minutes = TWO_DIGITS[Math.floor(seconds / 60) % 60] as string;
  return `${date}T${hours}:${minutes}:${TWO_DIGITS[seconds % 60] as string}Z`;
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

type Make = (random: Random) => string;

const uri = BY_FORMAT['uri'] as Make;

/** By the property's name, first match wins (so `hostname` is a host before it is a name). */
const BY_NAME: [RegExp, Make][] = [
  [/e-?mail|username/i, email],
  [/^(first_?name|given)/i, (random) => random.pick(FIRST)],
  [/^(last_?name|surname|family)/i, (random) => random.pick(LAST)],
  [/(full_?name|owner|author|^user$|display)/i, personName],
  [/(date|time|created|updated|modified|_at$|^validto$|deadline|expires)/i, dateTime],
  [/(url|uri|href|link|website|homepage)/i, uri],
  [/(host|node)/i, BY_FORMAT['hostname'] as Make],
  [/(^ip$|address)/i, BY_FORMAT['ipv4'] as Make],
  [/(uuid|guid)/i, uuid],
  [/(phone|mobile|fax)/i, (random) => `+49 30 ${random.int(1000000, 9999999)}`],
  [
    /(^path$|_path$|^file|filename|^dir)/i,
    (random) => `/data/${random.pick(WORDS)}/${random.int(1, 999)}.dat`,
  ],
  [
    /(^command$|^cmd$|^script$)/i,
    (random) => `/opt/${random.pick(WORDS)}/bin/run --step ${random.int(1, 99)}`,
  ],
  [
    /(^version$|_version$)/i,
    (random) => `${random.int(1, 4)}.${random.int(0, 12)}.${random.int(0, 30)}`,
  ],
  [/(hash|checksum|sha\d*|md5|digest|etag)/i, (random) => random.hex(40)],
  [/(token|secret|nonce|session)/i, (random) => random.hex(32)],
  [
    /(description|comment|message|note|summary|reason)/i,
    (random) => `The ${random.pick(WORDS)} ${random.pick(WORDS)} job`,
  ],
  [
    /(name|title|label|bucket|queue|key|tag)/i,
    (random) => `${random.pick(WORDS)}-${random.int(1, 999)}`,
  ],
];

/** Schemas about a person: their `name` is a person's name (`Ada Lovelace`), not a job's. */
const PERSON = /(user|person|member|owner|author|contact|customer|employee|account|profile)/i;

const plain: Make = (random) => `${random.pick(WORDS)}-${random.hex(6)}`;

/** The maker by name, found once per property name (a table scan of regular expressions). */
const BY_HINT = new Map<string, Make>();

function byName(hint: string, person: boolean): Make {
  const key = `${person ? 'p' : '-'}${hint}`;
  let make = BY_HINT.get(key);
  if (make === undefined) {
    make =
      person && /^(name|full_?name|display_?name)$/i.test(hint)
        ? personName
        : (BY_NAME.find(([test]) => test.test(hint))?.[1] ?? plain);
    if (BY_HINT.size < 4096) BY_HINT.set(key, make);
  }
  return make;
}

/**
 * A string for a property named `hint` with the given format (either may be absent), in a
 * schema named `owner` (the innermost named schema being drawn, if any).
 */
export function realisticString(
  random: Random,
  format: string | undefined,
  hint: string,
  owner = '',
): string {
  const byFormat =
    format === undefined || !Object.prototype.hasOwnProperty.call(BY_FORMAT, format)
      ? undefined
      : BY_FORMAT[format];
  if (byFormat) return byFormat(random);
  return byName(hint, PERSON.test(owner))(random);
}
