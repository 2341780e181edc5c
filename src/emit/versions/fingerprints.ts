/**
 * The operation fingerprints of a document, for `generate` to record in `versions.ts`: the
 * very function `connect()` runs on the installation's document (runtime/fingerprint.ts),
 * so that the two cannot disagree. Re-exported here because the runtime is emit's to ship.
 */
export { operationFingerprints } from '../../runtime/fingerprint.js';
