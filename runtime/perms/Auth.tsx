import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';
import { hasPerms } from './has-perms.ts';

/**
 * Whether the current user passes SPEC §5's permission rule for `perms`.
 *
 * @example const can = usePerms(); can(['sys:user:add']) && <Button>新增</Button>
 */
export function usePerms(): (perms: string[]) => boolean {
  const { profile } = useSnapshot(session);
  return (perms) => hasPerms(perms, profile);
}

/** Renders its children only for users holding one of `perms` (ADMIN always). A courtesy: the server decides. */
export function Auth({ perms, children }: { perms: string[]; children: ReactNode }) {
  const can = usePerms();
  return can(perms) ? <>{children}</> : null;
}
