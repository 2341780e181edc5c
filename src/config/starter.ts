import { ACCESS_LEVELS } from '../ir/access.js';

/** The commented starting config that `specforge init` writes. */
export function starterConfig(source: string, output: string): string {
  return `{
  // Editor completion: the JSON Schema shipped with specforge.
  "$schema": "./node_modules/specforge/schema/specforge.config.schema.json",

  // Where the document comes from: a base URL (https://host → https://host/api/swagger.json),
  // a document URL, or a file committed to this repository (best for reproducible builds).
  "source": ${JSON.stringify(source)},

  // Where generated code goes. The directory is replaced as a whole on each run.
  "output": ${JSON.stringify(output)},

  // What to generate: types, client, validators, mocks (mocks land in <output>/mocks/).
  "targets": ["types", "client", "validators", "mocks"],

  // Result shape overrides when specforge guesses wrong (see \`specforge inspect\`):
  // keyed by operationId or "METHOD /path"; one of list, single, empty, raw.
  "envelope": {},

  // Access level overrides: ${ACCESS_LEVELS.join(', ')}.
  "access": {},

  // Client method names, e.g. { "get_job_list": "job.list" }.
  "names": {},

  // Validators: "strict" (the document's word) or "lenient" (decimals as strings, RFC 822 dates).
  "validators": { "mode": "strict" },

  // Loading: extra headers, timeout (ms), self-signed certificates.
  "headers": {},
  "timeoutMs": 30000,
  "insecure": false,

  // The mock installation (specforge mock): port, seed, users (a list or a users.json path).
  "mock": { "port": 4010, "seed": 1 }

  // Credentials: set SPECFORGE_USERNAME and SPECFORGE_PASSWORD in the environment.
}
`;
}
