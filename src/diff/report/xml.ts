/**
 * Text for an XML 1.0 document (the JUnit report). XML has no escape for most control
 * characters: they are not allowed at all, so they become U+FFFD, as do lone surrogates.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** An attribute value (quotes, and the line breaks and tabs an attribute would normalise away). */
export function xmlAttribute(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>"'\r\n\t]/g, (c) => ENTITY[c] ?? c);
}

/** Element text (`]]>` included: `>` is always escaped). */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>\r]/g, (c) => ENTITY[c] ?? c);
}
