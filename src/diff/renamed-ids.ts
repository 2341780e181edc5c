/**
 * Rule ids of earlier releases that were split in two (oasdiff names the required and the
 * optional case apart). An ignore file or `--level` written for the old id keeps working:
 * the old id stands for both new ones.
 */
const RENAMED_RULE_IDS: Readonly<Record<string, readonly string[]>> = {
  'response-property-removed': [
    'response-required-property-removed',
    'response-optional-property-removed',
  ],
  'response-property-added': [
    'response-required-property-added',
    'response-optional-property-added',
  ],
};

/** The rule ids an id written by a user stands for: itself, or what it was split into. */
export function currentRuleIds(id: string): readonly string[] {
  return RENAMED_RULE_IDS[id] ?? [id];
}
