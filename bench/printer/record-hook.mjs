// A module hook for run-printer.mjs: it loads dist's doc-printer.js with printDoc wrapped, so
// that every Doc the emitters print is recorded (globalThis.__printed) for the benchmark.
// Only the benchmark's in-memory copy changes; nothing in dist/ is written.
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.endsWith('/dist/src/emit/shared/doc-printer.js')) return result;
  const source = String(result.source).replace(
    /export function printDoc\((\w+), (\w+) = (\w+)\) \{/,
    (_m, doc, width, fallback) =>
      `export function printDoc(${doc}, ${width} = ${fallback}) {\n` +
      `  globalThis.__printed?.push({ doc: ${doc}, width: ${width} });\n` +
      `  return printDocUnrecorded(${doc}, ${width});\n}\n` +
      `function printDocUnrecorded(${doc}, ${width} = ${fallback}) {`,
  );
  if (source === String(result.source)) throw new Error('run-printer: printDoc not found in doc-printer.js');
  return { ...result, source, shortCircuit: true };
}
