import { describe, expect, it } from 'vitest';
import { readExchanges } from '../../fixtures/flask-restx/exchanges.js';
import { parserRefusals } from '../../src/probe/parser-errors.js';

/** Flask-RESTX 1.3's parser refusals, as recorded (enveloped) and as the framework writes them bare. */
const recorded = (label: string) => {
  const exchange = readExchanges('catalogue').find((e) => e.label?.startsWith(label));
  return JSON.parse(exchange?.response ?? 'null') as unknown;
};

describe('parserRefusals', () => {
  it('reads the missing field from the recorded envelope', () => {
    expect(parserRefusals(recorded('body parser: missing required argument'))).toEqual([
      { field: 'name', kind: 'missing', message: 'Missing required parameter in the JSON body' },
    ]);
  });

  it("reads a refused choice from the recorded envelope (flask-restx's message lists no choices)", () => {
    expect(parserRefusals(recorded('body parser: bad choice'))).toEqual([
      {
        field: 'kind',
        kind: 'choice',
        message: "The value 'nope' is not a valid choice for 'kind'.",
      },
    ]);
  });

  it("reads the framework's own spelling, and choices a help text lists", () => {
    const bare = {
      message: 'Input payload validation failed',
      errors: {
        kind: "Kind of job, one of: batch, interactive The value 'x' is not a valid choice for 'kind'.",
      },
    };
    expect(parserRefusals(bare)).toEqual([
      expect.objectContaining({ field: 'kind', kind: 'choice', choices: ['batch', 'interactive'] }),
    ]);
    expect(
      parserRefusals({
        message: 'x',
        errors: { queue: 'Missing required parameter in the JSON body' },
      }),
    ).toEqual([
      { field: 'queue', kind: 'missing', message: 'Missing required parameter in the JSON body' },
    ]);
  });

  it('reads nothing from an answer that is no parser refusal', () => {
    expect(parserRefusals({ status: 'error', result: 'disk on fire' })).toEqual([]);
    expect(parserRefusals('<html>')).toEqual([]);
  });
});
