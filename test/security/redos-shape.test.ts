import { describe, expect, it } from 'vitest';
import { regexVerdict } from '../../src/util/regex-safety.js';

/**
 * Issue 31: recheck is no longer asked about an alternation that is not repeated (its first
 * call costs ~250 ms of every generate and diff of GitHub's document). The narrowing must keep
 * every repeated alternation in front of recheck, however deep the `|` sits in the repeated
 * group and whatever the repetition (`*`, `+`, `{n,}`).
 */
describe('the ReDoS check after narrowing what it asks recheck', () => {
  it.each(['^(a|a)*$', '^((a|a)b?)*$', '^(?:(?:a|aa))+$', '^(a|a){2,}$', '^(?:x|(?:a|a))+$'])(
    'still finds %s vulnerable',
    (pattern) => {
      expect(regexVerdict(pattern, '').status).toBe('vulnerable');
    },
  );

  it.each(['^(?:first|last|after:\\d+)$', 'x|y+', '^(?:a|b)c+$'])(
    'calls %s linear (one repetition, no repeated alternation)',
    (pattern) => {
      expect(regexVerdict(pattern, '')).toEqual({ status: 'safe' });
    },
  );
});
