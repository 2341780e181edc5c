/**
 * Where a JSON syntax error is. V8 names the position in most messages ("… in JSON at
 * position 7") but not all ("Unexpected token '}', "…" is not valid JSON"); for those,
 * a binary search over prefixes finds the first character that no valid JSON can start
 * with: every prefix of valid JSON fails only at its end. Runs only on the error path.
 */
export function locateJsonError(
  text: string,
  message: string,
): { position: number; reason: string } {
  const reason = cleanReason(message);
  const stated = statedPosition(message);
  if (stated !== undefined) return { position: stated, reason };
  if (/Unexpected end of JSON input/.test(message)) return { position: text.length, reason };
  let good = 0; // a prefix of this length fails only at its end (or parses)
  let bad = text.length; // a prefix of this length fails before its end
  while (bad - good > 1) {
    const middle = (good + bad) >>> 1;
    if (failsBeforeEnd(text.slice(0, middle))) bad = middle;
    else good = middle;
  }
  return { position: bad - 1, reason };
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(position, text.length);
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < end;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: end - lineStart + 1 };
}

function failsBeforeEnd(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const message = (error as Error).message;
    if (/Unexpected end of JSON input/.test(message)) return false;
    const stated = statedPosition(message);
    return stated === undefined || stated < prefix.length;
  }
}

function statedPosition(message: string): number | undefined {
  const match = /at position (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

// "Unexpected token '}', "{"a":tru}" is not valid JSON" quotes the input: keep the first
// clause, and show the character escaped (it may be a newline: the message is one line).
function cleanReason(message: string): string {
  return message
    .replace(/( in JSON)? at position \d+.*$/s, '')
    .replace(/, ".*" is not valid JSON$/s, '')
    .replace(/ \(line \d+ column \d+\)$/, '')
    .replace(
      /^Unexpected token '(.)'/su,
      (_match, char: string) => `Unexpected character ${JSON.stringify(char)}`,
    );
}
