import { describe, expect, it } from 'vitest';
import { lockPathFor, parseHeaderFlags, resolveSource } from '../../src/loader/index.js';
import { documentUrlHint } from '../../src/loader/source.js';

describe('resolveSource', () => {
  it.each([
    ['https://jobs.example.com', 'https://jobs.example.com/api/swagger.json'],
    ['https://jobs.example.com/', 'https://jobs.example.com/api/swagger.json'],
    ['http://127.0.0.1:8080/tenant-a', 'http://127.0.0.1:8080/tenant-a/api/swagger.json'],
    ['https://h/api/swagger.json', 'https://h/api/swagger.json'],
    ['https://h/api/', 'https://h/api/swagger.json'],
    ['https://h/t/api', 'https://h/t/api/swagger.json'],
    ['https://h/apis', 'https://h/apis/api/swagger.json'],
    ['https://h/specs/v2.YAML', 'https://h/specs/v2.YAML'],
    ['https://h/specs/v2.yml?ref=main', 'https://h/specs/v2.yml?ref=main'],
  ])('%s is read from %s', (source, url) => {
    expect(resolveSource(source)).toMatchObject({ kind: 'url', url });
  });

  it('remembers the URL as given when it completed a base URL, and only then', () => {
    expect(resolveSource('https://h/api/swagger')).toEqual({
      kind: 'url',
      url: 'https://h/api/swagger/api/swagger.json',
      guessedFrom: 'https://h/api/swagger',
    });
    expect(resolveSource('https://h/api/swagger.json')).toEqual({ kind: 'url', url: 'https://h/api/swagger.json' });
  });

  it('reads - from stdin and anything else as a file', () => {
    expect(resolveSource('-')).toEqual({ kind: 'stdin' });
    expect(resolveSource('docs/v1.json', '/work')).toEqual({
      kind: 'file',
      path: '/work/docs/v1.json',
    });
  });

  it('refuses other URL schemes', () => {
    expect(() => resolveSource('ftp://h/doc.json')).toThrow(/only http:\/\/ and https:\/\//);
  });
});

describe('documentUrlHint', () => {
  it('points an HTML page to the document under the same prefix', () => {
    expect(documentUrlHint('https://h/api/')).toBe('try https://h/api/swagger.json');
    expect(documentUrlHint('https://h/t/api/doc')).toBe('try https://h/t/api/swagger.json');
    expect(documentUrlHint('https://h/t/index.html')).toBe('try https://h/t/api/swagger.json');
  });
});

describe('lockPathFor', () => {
  it('replaces the document extension with .lock.json', () => {
    expect(lockPathFor('/out/doc.json')).toBe('/out/doc.lock.json');
    expect(lockPathFor('/out/api.yaml')).toBe('/out/api.lock.json');
    expect(lockPathFor('/out/spec')).toBe('/out/spec.lock.json');
  });
});

describe('parseHeaderFlags', () => {
  it('reads Name: value pairs; a later flag replaces an earlier one of any case', () => {
    expect(parseHeaderFlags(['Token: a:b ', 'Session:x', 'token: c'])).toEqual({
      Session: 'x',
      token: 'c',
    });
    expect(parseHeaderFlags(undefined)).toEqual({});
  });

  it('refuses a flag without a name', () => {
    expect(() => parseHeaderFlags(['no colon'])).toThrow(/is not of the form 'Name: value'/);
    expect(() => parseHeaderFlags([': v'])).toThrow(
      expect.objectContaining({ code: 'invalid-header' }),
    );
  });
});
