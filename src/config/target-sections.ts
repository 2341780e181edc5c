import { Type, type TSchema } from '@sinclair/typebox';
import type { TargetSectionKey } from '../emit/targets.js';

/**
 * The config sections of the targets that have one (the descriptor's `options.key` in
 * src/emit/targets.ts), keyed by that name: the type demands one schema per declared key
 * and no other. Kept out of the descriptors so that the CLI's start-up, which reads them for
 * help text, does not load TypeBox.
 */
const stringLists = (description: string) =>
  Type.Record(Type.String(), Type.Array(Type.String(), { uniqueItems: true }), { description });

const query = Type.Object(
  {
    invalidates: Type.Optional(
      stringLists(
        "Per write (operationId or 'METHOD /path'): the reads it invalidates (operationIds or 'METHOD /path'), replacing the derived list.",
      ),
    ),
    terminal: Type.Optional(
      stringLists(
        "Per read (operationId or 'METHOD /path'): the state values at which polling stops, replacing the derived list ([] turns polling off).",
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'TanStack Query target: what each write invalidates and which states end polling (the model derives both; these override).',
  },
);

const validators = Type.Object(
  {
    mode: Type.Optional(
      Type.Union([Type.Literal('strict'), Type.Literal('lenient')], {
        'x-what': 'validator mode',
        description:
          "The generated validators' mode when a call names none (a call's own `mode` wins): strict (default) checks exactly what the document says; lenient also accepts what job-service installations send (decimals and integers as strings, naive ISO and RFC 822 date-times, null for optional fields). The standalone specforge mock judges strictly.",
      }),
    ),
  },
  { additionalProperties: false, description: 'Validators target (docs/validators.md).' },
);

export const TARGET_SECTIONS = { validators, query } satisfies Record<TargetSectionKey, TSchema>;
