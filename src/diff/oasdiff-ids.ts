/**
 * How an oasdiff check id that is not a rule here translates to the rules that report the
 * same change (used by the groups of oasdiff-elsewhere.ts). oasdiff names the body apart from
 * its properties, exclusive bounds apart from bounds, a bound set apart from a bound moved,
 * and a widened type apart from a changed one; here each pair is one rule.
 */

/** `request-body-x` → `request-property-x`, `response-body-x` → `response-property-x`. */
function bodyAsProperty(id: string): string {
  return id.replace(/^(request|response)-body-/, '$1-property-');
}

/** A bound set where there was none is a bound moved in from "no limit"; exclusive bounds are bounds. */
export function boundAsMoved(id: string): string {
  return id
    .replace('-exclusive-', '-')
    .replace(/-(max|max-length|max-items)-set$/, '-$1-decreased')
    .replace(/-(min|min-length|min-items)-set$/, '-$1-increased');
}

/**
 * Responses have two constraint rules: loosened (the old validators reject new values) and
 * tightened. A maximum that grows or goes, or a minimum that shrinks or goes, loosens.
 */
function responseConstraint(id: string): string {
  const loosens =
    /-max(-length|-items)?-(increased|unset)$|-min(-length|-items)?-(decreased|unset)$|-pattern-removed$/;
  return loosens.test(id)
    ? 'response-property-constraint-loosened'
    : 'response-property-constraint-tightened';
}

/** A constraint id on either side: requests keep oasdiff's names, responses have two rules. */
export function constraintRule(id: string): string {
  const moved = boundAsMoved(bodyAsProperty(id));
  return moved.startsWith('response-') ? responseConstraint(moved) : moved;
}

/** Widened, narrowed, compatible or listed types are a changed type here (and patterns alike). */
export function typeChanged(id: string): string {
  const subject = id.includes('-pattern-') ? 'pattern' : 'type';
  const prefix = bodyAsProperty(id).replace(/-(type|pattern|list-of-types)-.*$/, '');
  return `${prefix}-${subject}-changed`;
}

/** A body-level check: the same rule as for a property, at location `body` or `result`. */
export function bodyRule(id: string): string {
  if (id.includes('type')) return typeChanged(id);
  return id.includes('nullable') ? bodyAsProperty(id) : constraintRule(id);
}

/** The composite-schema rules here; oasdiff's other `*-of-*` checks fail no client (`api-schema-changed`). */
const COMPOSITE_RULES = new Set([
  'request-property-any-of-removed',
  'request-property-one-of-removed',
  'request-property-all-of-added',
  'response-property-one-of-added',
  'response-property-any-of-added',
]);

/** `*-of-*` and `*-wrapped-in-one-of` checks (of a body or a property) → the rule here. */
export function compositeRule(id: string): string {
  const asProperty = bodyAsProperty(id);
  if (COMPOSITE_RULES.has(asProperty)) return asProperty;
  if (id.endsWith('-wrapped-in-one-of'))
    return asProperty.replace('-wrapped-in-one-of', '-type-changed');
  return 'api-schema-changed';
}

/** A property of an object-valued header: the rules for any parameter's properties. */
export function headerPropertyRule(id: string): string {
  if (id === 'new-required-request-header-property') return 'new-required-request-property';
  return id.replace('request-header-property-', 'request-parameter-');
}

/** A `const` is a one-value enum here: added, it makes an enum; changed, a value goes and one comes. */
export function constRule(id: string): string {
  if (id.startsWith('request-')) {
    if (id.endsWith('-added')) return id.replace('-const-added', '-became-enum');
    return id.endsWith('-changed') ? 'request-property-enum-value-removed' : 'api-schema-changed';
  }
  if (id.endsWith('-added')) return 'response-property-constraint-tightened';
  if (id.endsWith('-changed')) return 'response-property-enum-value-added';
  return 'response-property-constraint-loosened';
}

/** `patternProperties` are merged into `additionalProperties` here: a pattern added tightens it. */
export function patternPropertyRule(id: string): string {
  const added = id.endsWith('-added');
  if (id.startsWith('request-'))
    return added ? 'request-property-additional-properties-tightened' : 'api-schema-changed';
  return added ? 'response-property-constraint-tightened' : 'response-property-constraint-loosened';
}
