import { describe, expect, it } from 'vitest';
import { requireOpenApiFormat, infoVersion } from '../../src/loader/index.js';

describe('requireOpenApiFormat', () => {
  it.each([
    [{ swagger: '2.0' }, 'swagger 2.0'],
    [{ openapi: '3.0.3' }, 'openapi 3.0'],
    [{ openapi: '3.0' }, 'openapi 3.0'],
    [{ openapi: '3.1.0' }, 'openapi 3.1'],
  ])('%j is %s', (doc, format) => {
    expect(requireOpenApiFormat(doc)).toBe(format);
  });

  it.each([
    [{ swagger: '1.2' }, /unsupported "swagger" version "1.2"/],
    [{ swagger: 2 }, /unsupported "swagger" version 2 /],
    [{ openapi: '4.0.0' }, /unsupported "openapi" version "4.0.0"/],
    [{ info: {} }, /neither a "swagger" nor an "openapi" field/],
    [[1, 2], /it is a list/],
    ['text', /it is a string/],
  ])('refuses %j', (doc, message) => {
    expect(() => requireOpenApiFormat(doc, 'doc.json')).toThrow(message);
    expect(() => requireOpenApiFormat(doc)).toThrow(
      expect.objectContaining({ code: 'not-openapi' }),
    );
  });
});

describe('infoVersion', () => {
  it('is a string even when YAML read a number, and empty when missing', () => {
    expect(infoVersion({ info: { version: 1.5 } })).toBe('1.5');
    expect(infoVersion({ info: {} })).toBe('');
    expect(infoVersion({})).toBe('');
  });
});
