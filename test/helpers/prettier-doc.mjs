// Our Doc (src/emit/shared/doc.ts) in prettier's builders, node for node: group, indent,
// line/softline/hardline, ifBreak (prettier breaks a group holding a hard line itself).
// Used by the differential test (test/emit/shared/doc-printer.test.ts) and bench/run-printer.mjs.
// `builders` is prettier/doc's (the caller picks which prettier).
export function toPrettierDoc(builders, doc, seen = new Map()) {
  if (typeof doc === 'string') return doc;
  if (seen.has(doc)) return seen.get(doc);
  const converted = convert(builders, doc, seen);
  seen.set(doc, converted);
  return converted;
}

function convert(b, doc, seen) {
  const inner = (part) => toPrettierDoc(b, part, seen);
  if (Array.isArray(doc)) return doc.map(inner);
  switch (doc.t) {
    case 'group':
      return b.group(inner(doc.contents));
    case 'indent':
      return b.indent(inner(doc.contents));
    case 'line':
      return doc.hard ? b.hardline : doc.flat === ' ' ? b.line : b.softline;
    case 'ifBreak':
      return b.ifBreak(inner(doc.broken), inner(doc.flat));
    default:
      throw new Error(`unknown doc node ${JSON.stringify(doc)}`);
  }
}
