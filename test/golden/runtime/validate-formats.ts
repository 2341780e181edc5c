// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * String formats of OpenAPI and JSON Schema, as the generated validators check them.
 * Shipped into the generated output as `runtime/validate-formats.ts`; no dependencies.
 */

const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:GMT|UTC|UT|Z|[A-Z]{3}|[+-]\d{4})$/;
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\].]+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const URI = /^[a-z][a-z0-9+.-]*:[^\s\\^`{|}<>"]*$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const DAYS = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The decimal number in `count` digits at `start`, or -1 (hand-parsed: no allocation). */
function digits(s: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const digit = s.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** `YYYY-MM-DD` at `i`, with a real day of month (29 February only in leap years). */
function dateAt(s: string, i: number): boolean {
  const year = digits(s, i, 4);
  const month = digits(s, i + 5, 2);
  const day = digits(s, i + 8, 2);
  if (s.charCodeAt(i + 4) !== 45 || s.charCodeAt(i + 7) !== 45 || year < 0) return false;
  if (month < 1 || month > 12 || day < 1 || day > (DAYS[month] ?? 0)) return false;
  return month !== 2 || day < 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

/** `HH:MM:SS[.frac]` then `Z` or `±HH:MM` at `i` up to the end; the offset may be optional. */
function timeAt(s: string, i: number, offsetOptional: boolean): boolean {
  const hour = digits(s, i, 2);
  const minute = digits(s, i + 3, 2);
  const second = digits(s, i + 6, 2);
  if (s.charCodeAt(i + 2) !== 58 || s.charCodeAt(i + 5) !== 58) return false;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;
  let j = i + 8;
  if (s.charCodeAt(j) === 46) {
    const from = ++j;
    while (digits(s, j, 1) >= 0) j++;
    if (j === from) return false;
  }
  if (j === s.length) return offsetOptional;
  const zone = s.charCodeAt(j);
  if (zone === 90 || zone === 122) return j + 1 === s.length;
  if (zone !== 43 && zone !== 45) return false;
  const offsetHour = digits(s, j + 1, 2);
  const offsetMinute = digits(s, j + 4, 2);
  if (s.charCodeAt(j + 3) !== 58 || j + 6 !== s.length) return false;
  return offsetHour >= 0 && offsetHour <= 23 && offsetMinute >= 0 && offsetMinute <= 59;
}

/** RFC 3339 `full-date`. */
export function isDate(s: string): boolean {
  return s.length === 10 && dateAt(s, 0);
}

/** RFC 3339 `full-time` (a leap second allowed). */
export function isTime(s: string): boolean {
  return timeAt(s, 0, false);
}

/**
 * RFC 3339 `date-time` with `Z` or an offset, as one regular expression (V8 compiles it to
 * machine code: the fastest way found here, about twice the hand-written parser below).
 * Day 29–31 of a month is checked after it by `dayExists`.
 */
const DATE_TIME =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[Tt ](?:[01]\d|2[0-3]):[0-5]\d:(?:[0-5]\d|60)(?:\.\d+)?(?:[Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** Whether `DD` of a `YYYY-MM-DD…` text that matched `DATE_TIME` exists in its month. */
function dayExists(s: string): boolean {
  const tens = s.charCodeAt(8);
  if (tens < 50 || (tens === 50 && s.charCodeAt(9) < 57)) return true; // day 01–28
  return dateAt(s, 0);
}

/**
 * RFC 3339 `date-time` (`T`, `t` or a space between date and time). Lenient mode also
 * accepts a missing offset (Python's naive `isoformat()`) and RFC 822 / RFC 1123 dates
 * (`Tue, 15 Nov 1994 08:12:31 GMT`).
 */
export function isDateTime(s: string, lenient: boolean): boolean {
  if (DATE_TIME.test(s)) return dayExists(s);
  return lenient && lenientDateTime(s);
}

/** The lenient forms: RFC 3339 without an offset, and RFC 822 / RFC 1123. */
function lenientDateTime(s: string): boolean {
  if (s.length >= 19 && dateAt(s, 0)) {
    const separator = s.charCodeAt(10);
    if (separator === 84 || separator === 116 || separator === 32) return timeAt(s, 11, true);
  }
  return RFC_822.test(s);
}

export function isEmail(s: string): boolean {
  return EMAIL.test(s);
}

export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/** An absolute URI (scheme required), no spaces or characters RFC 3986 forbids. */
export function isUri(s: string): boolean {
  return URI.test(s);
}

export function isIpv4(s: string): boolean {
  return IPV4.test(s);
}

/** RFC 4291 text form, `::` compression and a trailing dotted IPv4 part allowed. */
export function isIpv6(s: string): boolean {
  const halves = s.split('::');
  if (halves.length > 2 || s.length < 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all[all.length - 1];
  let count = all.length;
  if (last !== undefined && last.includes('.')) {
    if (!IPV4.test(last)) return false;
    all.pop();
    count += 1;
  }
  if (!all.every((group) => HEX_GROUP.test(group))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** Standard base64 with padding (OpenAPI `format: byte`). */
export function isByte(s: string): boolean {
  return s.length % 4 === 0 && BASE64.test(s);
}

/**
 * A decimal number written as a string (`"3.00"`, `"-12"`): what Flask-RESTX's `fields.Fixed`
 * and `fields.Arbitrary` send, and what probe's overlay declares as `format: decimal`.
 */
export function isDecimal(s: string): boolean {
  return DECIMAL.test(s);
}

export function isHostname(s: string): boolean {
  return HOSTNAME.test(s);
}
