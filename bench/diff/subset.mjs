// A smaller real document for the diff benchmark: the first `paths` paths of an OAS 3 document
// and the components they reach (transitively), so that a tool too slow for the whole
// document still has a real pair to diff. Deterministic: document order, no randomness.

/** @returns {object} a copy of `doc` with its first `count` paths and only the components they use */
export function subsetDocument(doc, count) {
  const paths = Object.fromEntries(Object.entries(doc.paths).slice(0, count));
  const reached = new Set();
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/')) {
        if (reached.has(child)) continue;
        reached.add(child);
        const [, , kind, name] = child.split('/');
        visit(doc.components[kind]?.[name]);
      } else visit(child);
    }
  };
  visit(paths);
  const components = {};
  for (const ref of [...reached].sort()) {
    const [, , kind, name] = ref.split('/');
    if (doc.components[kind]?.[name] !== undefined) (components[kind] ??= {})[name] = doc.components[kind][name];
  }
  return { ...structuredClone(doc), paths: structuredClone(paths), components: structuredClone(components) };
}
