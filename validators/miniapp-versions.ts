/**
 * A mini-program's three versions as the short-video platform reports them (测试版, 审核版, 线上版)
 * and which moves they allow: one rule for the console's buttons and the server's refusals.
 */
export interface LatestVersion { version: string; summary?: string; ctime?: number; has_audit?: number }
/**
 * The shapes are the platform's (GET /api/apps/v1/package_version/versions/; the response sample of
 * the SKIT.FlurlHttpClient.ByteDance SDK's OpenAppsPackageVersionGetVersionsV1Response, from the
 * open platform's document). 审核中 0, 通过 1, 不通过 2, 已撤回 3; `approved_apps` names the host apps
 * (in Chinese) that approved it, `reason_detail` each refusing host app's reasons.
 */
export interface AuditVersion { version: string; status: 0 | 1 | 2 | 3; reason?: string; approved_apps?: string[]; reason_detail?: Record<string, string[]>; ctime?: number }
/** The online version; `rollback` says whether it can go back, and to which version. */
export interface CurrentVersion { version: string; ctime?: number; approved_apps?: string[]; not_approved_apps?: string[]; rollback?: { can_rollback?: boolean; last_version?: string } }
export interface VersionInfo { latest: LatestVersion | null; audit: AuditVersion | null; current: CurrentVersion | null }
export type VersionMove = 'audit' | 'revoke' | 'publish' | 'rollback';

export const AUDIT_STATUS: Record<number, string> = { 0: '审核中', 1: '审核通过', 2: '审核不通过', 3: '已撤回' };

/** Why `move` cannot be made now (in Chinese), or null when it can. */
export function moveRefusal(info: VersionInfo, move: VersionMove): string | null {
  const { latest, audit, current } = info;
  switch (move) {
    case 'audit':
      if (!latest) return '还没有测试版：请先上传代码';
      if (audit?.status === 0) return '已有版本在审核中：请等审核结束或先撤回';
      if (current?.version === latest.version) return `测试版 ${latest.version} 已经在线上`;
      if (audit?.status === 1 && audit.version === latest.version) return `测试版 ${latest.version} 已通过审核：可以直接发布`;
      return null;
    case 'revoke':
      return audit?.status === 0 ? null : '没有审核中的版本可撤回';
    case 'publish':
      if (audit?.status !== 1) return '没有通过审核的版本可发布';
      return current?.version === audit.version ? `审核版 ${audit.version} 已经在线上` : null;
    case 'rollback':
      return current?.rollback?.can_rollback ? null : '线上版现在不能回退（没有上一个版本，或已回退过）';
    default:
      return '未知操作';
  }
}

/** The moves allowed now. */
export const allowedMoves = (info: VersionInfo): Record<VersionMove, boolean> =>
  ({ audit: !moveRefusal(info, 'audit'), revoke: !moveRefusal(info, 'revoke'), publish: !moveRefusal(info, 'publish'), rollback: !moveRefusal(info, 'rollback') });
