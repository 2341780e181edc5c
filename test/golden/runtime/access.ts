// Part of specforge 0.0.0-golden's runtime, copied unchanged. Do not edit: run `specforge generate` again.

/**
 * Who may call an operation, lowest first: the one declaration of the access levels and
 * their order. The model (`ir/access.ts` re-exports it), the config schema, the mock
 * engine, probe and diff all read it. Shipped into the generated output as
 * `runtime/access.ts`: no dependencies.
 */
export const ACCESS_LEVELS = ['none', 'user', 'tenant-admin', 'superadmin'] as const;

export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The level's place in the order: `none` 0 … `superadmin` 3. */
export function accessRank(level: AccessLevel): number {
  return ACCESS_LEVELS.indexOf(level);
}

/** True when a caller holding `held` may call an operation that needs `needed`. */
export function accessCovers(held: AccessLevel, needed: AccessLevel): boolean {
  return accessRank(held) >= accessRank(needed);
}

/** Whether a value (a users file's `access`, say) names a level. */
export function isAccessLevel(value: unknown): value is AccessLevel {
  return (ACCESS_LEVELS as readonly unknown[]).includes(value);
}
