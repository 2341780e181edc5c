/**
 * The IR's orders, in one place (types.ts states them): the normaliser and the
 * factories sort with these, and the diff may rely on them. All comparisons are by
 * UTF-16 code units, never locale-dependent, so the order is the same everywhere.
 */
import type {
  Diagnostic,
  NamedSchema,
  Operation,
  Parameter,
  ParameterLocation,
  Response,
} from './types.js';

/** Plain code-unit order: locale-free and stable across machines. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const locationRank: Record<ParameterLocation, number> = { path: 0, query: 1, header: 2, cookie: 3 };

export function compareParameters(a: Parameter, b: Parameter): number {
  return locationRank[a.location] - locationRank[b.location] || compareStrings(a.name, b.name);
}

/** Operations by path, then method (`DELETE` < `GET` < `PATCH` < `POST` < `PUT`). */
export function compareOperations(a: Operation, b: Operation): number {
  return compareStrings(a.path, b.path) || compareStrings(a.method, b.method);
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    compareStrings(a.pointer, b.pointer) ||
    compareStrings(a.code, b.code) ||
    compareStrings(a.message, b.message)
  );
}

export const sortParameters = (list: readonly Parameter[]): Parameter[] =>
  [...list].sort(compareParameters);
export const sortOperations = (list: readonly Operation[]): Operation[] =>
  [...list].sort(compareOperations);
export const sortDiagnostics = (list: readonly Diagnostic[]): Diagnostic[] =>
  [...list].sort(compareDiagnostics);

export const sortResponses = (list: readonly Response[]): Response[] =>
  [...list].sort((a, b) => compareStrings(a.status, b.status));

export const sortSchemas = (list: readonly NamedSchema[]): NamedSchema[] =>
  [...list].sort((a, b) => compareStrings(a.name, b.name));
