// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * The Flask-RESTX `X-Fields` mask: the server returns only the fields it names. Two forms
 * of the `fields` call option: a typed list of the result's top-level fields
 * (`['id', 'name']`, the result typed `Pick<Job, 'id' | 'name'>`), or the mask string as
 * the server reads it (`'{id,owner{name}}'`, nested masks too; the result typed as a deep
 * partial, since the string is not checked). With a mask, response validation lets every
 * field be absent and checks the fields that are present.
 * Shipped into the generated output as `runtime/mask.ts`: no dependencies.
 */
import type { MaskCallOptions } from './call.js';

/** A top-level field name of a result (of its items, for a list result). */
export type MaskField<R> = unknown extends R
  ? string
  : R extends readonly (infer I)[]
    ? FieldOf<I>
    : FieldOf<R>;

type FieldOf<I> = I extends object ? Extract<keyof I, string> : never;

/** The `fields` option of an operation whose result is `R`. */
export type MaskFields<R> = string | readonly MaskField<R>[];

/**
 * The result of a call made with options `O`: `R` without a mask, `Pick<Item, …>` (per item
 * for a list) with a list of fields, a deep partial of `R` with a mask string. A mask
 * counts where `fields` is set in the options' type (an object literal, or a type where
 * `fields` is not optional): a method passed where plain options are expected (TanStack's
 * `queryFn`) keeps the full result.
 */
export type Masked<R, O> = O extends { fields: infer M } ? MaskedBy<R, Exclude<M, undefined>> : R;

type MaskedBy<R, M> = [M] extends [never]
  ? R
  : [M] extends [readonly (infer F)[]]
    ? Picked<R, F>
    : MaskPartial<R>;

type Picked<R, F> = R extends readonly (infer I)[] ? PickOf<I, F>[] : PickOf<R, F>;

type PickOf<I, F> = I extends object ? Pick<I, Extract<F, keyof I>> : I;

/** What a mask string leaves of `R`: every field, at every depth, may be absent. */
export type MaskPartial<R> = R extends readonly (infer I)[]
  ? MaskPartial<I>[]
  : R extends object
    ? { [K in keyof R]?: MaskPartial<R[K]> }
    : R;

/**
 * A named method that takes the mask: `P` its parameters before the options
 * (`[args: JobGetArgs]`), `R` its result. One generic type, so that `api.safe` keeps it.
 */
export interface MaskedMethod<P extends unknown[], R> {
  <const O extends MaskCallOptions<R> = {}>(...args: [...P, options?: O]): Promise<Masked<R, O>>;
}

/** `['id', 'name']` → `{id,name}`; a string is sent as given. */
export function maskHeader(fields: string | readonly string[]): string {
  if (typeof fields === 'string') return fields;
  if (fields.length === 0) throw new TypeError('fields: an empty list masks every field away');
  for (const name of fields)
    if (!/^[^\s{},]+$/.test(name))
      throw new TypeError(`fields: ${JSON.stringify(name)} cannot be written in an X-Fields mask`);
  return `{${fields.join(',')}}`;
}
