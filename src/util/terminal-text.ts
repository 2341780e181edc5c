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
