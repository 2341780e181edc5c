// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * How a parameter's value goes on the wire and comes back: the ONE table that the
 * generated client (which writes parameters) and the mock engine (which reads them)
 * share, so the two cannot disagree. The model gives every array parameter its
 * `arrayFormat` (Swagger 2.0 `collectionFormat`; OAS 3 `style`/`explode` mapped by
 * the normaliser: form+explode → multi, form → csv, spaceDelimited → ssv,
 * pipeDelimited → pipes, simple → csv). Shipped into the generated output as
 * `runtime/wire-format.ts`: no dependencies.
 */

export type ArrayFormat = 'csv' | 'multi' | 'ssv' | 'tsv' | 'pipes';

const SEPARATORS: Record<Exclude<ArrayFormat, 'multi'>, string> = {
  csv: ',',
  ssv: ' ',
  tsv: '\t',
  pipes: '|',
};

/** One value as text: dates in ISO 8601, objects as JSON, the rest as `String` does. */
export function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The texts a parameter is sent as: one per item for `multi` (`a=1&a=2`), otherwise
 * one text with the items joined by the format's separator (`a=1,2`). Nothing for
 * `undefined` and `null`.
 */
export function wireTexts(value: unknown, format: ArrayFormat): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [scalarText(value)];
  if (format === 'multi') return value.map(scalarText);
  return [value.map(scalarText).join(SEPARATORS[format])];
}

/**
 * The inverse for an array parameter: the texts received (a repeated query parameter
 * gives several) back into its items. An empty text is an empty list.
 */
export function wireItems(texts: readonly string[], format: ArrayFormat): string[] {
  if (format === 'multi') return [...texts];
  const separator = SEPARATORS[format];
  return texts.flatMap((text) => (text === '' ? [] : text.split(separator)));
}
