/**
 * Discriminators: OAS 3 `{propertyName, mapping}` and Swagger 2.0's bare property name.
 * Mapping targets become IR names. The mapping is sorted by value (a JSON object's key
 * order carries no meaning, and the IR must not change when keys are shuffled); when a
 * union has no mapping, each `$ref` variant maps from its schema's name as written.
 */
import type { Discriminator, Schema } from '../../ir/types.js';
import { report, type Context } from '../context.js';
import { isRecord, sortedKeys, type Json } from '../json.js';
import { child } from '../../json/pointer.js';
import { lookupNamed } from './ref.js';

export function readDiscriminator(
  ctx: Context,
  node: Json,
  pointer: string,
  variants: Schema[] = [],
): Discriminator | undefined {
  const raw = node.discriminator;
  const propertyName =
    typeof raw === 'string'
      ? raw
      : isRecord(raw) && typeof raw.propertyName === 'string'
        ? raw.propertyName
        : undefined;
  if (propertyName === undefined) return undefined;
  const explicit = isRecord(raw) && isRecord(raw.mapping) ? raw.mapping : undefined;
  const mapping = explicit
    ? explicitMapping(ctx, explicit, child(pointer, 'discriminator', 'mapping'))
    : implicitMapping(ctx, variants);
  return { propertyName, mapping };
}

function explicitMapping(ctx: Context, mapping: Json, pointer: string): Discriminator['mapping'] {
  const out: Discriminator['mapping'] = [];
  for (const value of sortedKeys(mapping)) {
    const target = mapping[value];
    if (typeof target !== 'string') continue;
    const ref = target.includes('/') ? target : `#/components/schemas/${target}`;
    const schema = lookupNamed(ctx, ref) ?? lookupNamed(ctx, `#/definitions/${target}`);
    if (schema === undefined) {
      report(
        ctx,
        'discriminator-target-unknown',
        'warning',
        child(pointer, value),
        `Mapping target ${JSON.stringify(target)} is not a named schema; left out.`,
      );
    } else out.push({ value, schema });
  }
  return out;
}

function implicitMapping(ctx: Context, variants: Schema[]): Discriminator['mapping'] {
  return variants
    .filter((variant) => variant.kind === 'ref')
    .map((variant) => ({
      value: ctx.originalNames.get(variant.name) ?? variant.name,
      schema: variant.name,
    }));
}
