/**
 * How a configuration section (`names`, `access`, `envelope`, `query.invalidates`,
 * `query.terminal`) names an operation: by its operationId, its original id, or
 * `METHOD /path`, the first that the section holds winning.
 */
export interface KeyedOperation {
  id: string;
  originalId?: string;
  method: string;
  path: string;
}

/** The keys a config entry may use for an operation, in the order they are tried. */
export function configKeys(op: KeyedOperation): string[] {
  return [
    op.id,
    ...(op.originalId === undefined ? [] : [op.originalId]),
    `${op.method} ${op.path}`,
  ];
}

/** The first of `op`'s keys that `section` holds as an own key; undefined without a section. */
export function configuredKey(
  section: Readonly<Record<string, unknown>> | undefined,
  op: KeyedOperation,
): string | undefined {
  // Most runs set none of these sections: then no key list is built per operation.
  if (section === undefined) return undefined;
  return configKeys(op).find((key) => Object.prototype.hasOwnProperty.call(section, key));
}
