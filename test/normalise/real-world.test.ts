import { describe, expect, it } from 'vitest';
import { model, readFixture, shuffleKeys } from './helpers.js';
import { expectSafeNames } from './safe-names.js';

// Large documents from other services (see fixtures/real-world/README.md): they must
// normalise without errors, with safe and unique names, whatever their key order.
const documents = [
  ['github-api.json.gz', 'openapi 3.0', 600],
  ['stripe-spec3.json.gz', 'openapi 3.0', 400],
  ['k8s-swagger.json.gz', 'swagger 2.0', 1100],
] as const;

describe('real-world documents', () => {
  it.each(documents)('%s normalises without errors', (file, format, minOperations) => {
    const doc = readFixture('real-world', file);
    const m = model(doc);
    expect(m.format).toBe(format);
    expect(m.operations.length).toBeGreaterThan(minOperations);
    expect(m.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(m.diagnostics.map((d) => d.code)).toContain('not-job-service');
    expectSafeNames(m);
  });

  it('keeps a property literally named $ref (Kubernetes JSONSchemaProps) as a property', () => {
    const m = model(readFixture('real-world', 'k8s-swagger.json.gz'));
    const props = m.schemas.find((s) => s.originalName.endsWith('JSONSchemaProps'))?.schema;
    const names = props?.kind === 'object' ? props.properties.map((p) => p.name) : [];
    expect(names).toContain('$ref');
  });

  it('is independent of key order (Stripe)', () => {
    const doc = readFixture('real-world', 'stripe-spec3.json.gz');
    expect(model(shuffleKeys(doc, 7))).toEqual(model(doc));
  });
});
