/**
 * Text from a document or a server (titles, descriptions, status texts, error messages)
 * must not drive the user's terminal (audit item 9): C0 controls but tab and newline,
 * DEL, C1 controls and the bidirectional controls (the Trojan-Source set) are shown as
 * `\uXXXX` instead. Inside JSON strings that is the same value, so `--json` output stays
 * valid and equal. Our own colours (the few SGR codes the reports use) may be kept.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the reports' own SGR colour codes
const OUR_COLOURS = /\u001b\[(?:0|1|2|31|33|36)m/g;
const COLOUR_MARK = '\u0000';

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

export function terminalSafe(text: string, keepColours = false): string {
  if (!keepColours) return text.replace(UNSAFE, escapeChar);
  const colours: string[] = [];
  const marked = text
    // eslint-disable-next-line no-control-regex -- NUL is escaped first: it marks our colour codes below
    .replace(/\u0000/g, escapeChar)
    .replace(OUR_COLOURS, (code) => (colours.push(code), COLOUR_MARK));
  let next = 0;
  return marked.replace(UNSAFE, (char) =>
    char === COLOUR_MARK ? (colours[next++] ?? '') : escapeChar(char),
  );
}

/**
 * Document text placed inside one line of our output (a version, a title, a name, a
 * diagnostic's message): its line breaks are shown as `\n`, `\r`, `\u2028`, so a document
 * cannot forge a line of its own ("1\n0 errors", #29 item 7). `terminalSafe` runs on the
 * whole output later and cannot tell our newlines from the document's: each print site
 * that interpolates document text passes it through here.
 */
export function oneLine(text: string): string {
  return text.replace(/[\n\r\u2028\u2029]/g, (char) =>
    char === '\n' ? '\\n' : char === '\r' ? '\\r' : escapeChar(char),
  );
}

/**
 * The UTF-8 bytes of `terminalSafe(json)` for text `JSON.stringify` printed (the diff's json
 * report: 34 MB on Stripe's pair), found by looking at the bytes instead of running the
 * pattern over the text (~4 ms against ~35 ms): the bytes are needed for the write anyway.
 *
 * Why this is the same: `JSON.stringify` writes every code unit below U+0020 inside a
 * string as an escape (`\n`, `\u001b` …) and, indented, nothing else below U+0020 but its
 * own line breaks, so such text holds none of `UNSAFE`'s C0 controls. Each of the others
 * (DEL, C1, the bidi controls) has exactly one UTF-8 form, listed in `UNSAFE_ABOVE_DEL`; when
 * none occurs the text is already safe, and when one does the text goes through
 * `terminalSafe` like any other output.
 */
export function terminalSafeJsonBytes(json: string): Buffer {
  // Room for the worst case (a UTF-16 code unit is at most 3 UTF-8 bytes), filled once:
  // `Buffer.from` first measures the text in a pass of its own (~20 of ~42 ms on Stripe's).
  const room = Buffer.allocUnsafe(json.length * 3);
  const bytes = room.subarray(0, room.write(json, 'utf8'));
  return UNSAFE_ABOVE_DEL.some((form) => holds(bytes, form))
    ? Buffer.from(terminalSafe(json), 'utf8')
    : bytes;
}

/** A character's UTF-8 form: its leading bytes, then a range for the byte after them (if any). */
interface Utf8Form {
  lead: Buffer;
  next?: [number, number];
}

/** `UNSAFE` above U+007E, in UTF-8 (test/security/diff-control-characters.test.ts checks every UTF-16 code unit). */
const UNSAFE_ABOVE_DEL: readonly Utf8Form[] = [
  { lead: Buffer.from([0x7f]) }, // U+007F
  { lead: Buffer.from([0xc2]), next: [0x80, 0x9f] }, // U+0080–U+009F
  { lead: Buffer.from([0xd8]), next: [0x9c, 0x9c] }, // U+061C
  { lead: Buffer.from([0xe2, 0x80]), next: [0x8e, 0x8f] }, // U+200E, U+200F
  { lead: Buffer.from([0xe2, 0x80]), next: [0xaa, 0xae] }, // U+202A–U+202E
  { lead: Buffer.from([0xe2, 0x81]), next: [0xa6, 0xa9] }, // U+2066–U+2069
];

function holds(bytes: Buffer, form: Utf8Form): boolean {
  for (let at = bytes.indexOf(form.lead); at !== -1; at = bytes.indexOf(form.lead, at + 1)) {
    if (!form.next) return true;
    const next = bytes[at + form.lead.length];
    if (next !== undefined && next >= form.next[0] && next <= form.next[1]) return true;
  }
  return false;
}
