import { ADMIN_ROLE } from '../session/session-store.ts';

/**
 * SPEC §5's permission rule: the list is required ('need perms!' otherwise); ADMIN
 * passes all; anyone else passes when they hold at least one listed permission.
 */
export function hasPerms(required: unknown, holder: { roles: readonly string[]; perms: readonly string[] } | null): boolean {
  if (!Array.isArray(required) || required.length === 0) throw new Error('need perms!');
  if (!holder) return false;
  if (holder.roles.includes(ADMIN_ROLE)) return true;
  return required.some((perm) => holder.perms.includes(perm));
}
