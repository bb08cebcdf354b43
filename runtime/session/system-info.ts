import { proxy } from 'valtio';
import { get } from '../http/client.ts';

export interface SystemInfo { systemName: string; systemLogo: string; systemDomain: string; captchaEnabled?: boolean }

const STORAGE_KEY = 'kp_admin_system_info';

function cached(): SystemInfo {
  try {
    return { systemName: '', systemLogo: '', systemDomain: '', ...JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') };
  } catch {
    return { systemName: '', systemLogo: '', systemDomain: '' };
  }
}

/** systemName, systemLogo and systemDomain from GET /app/system/info, kept once fetched. */
export const systemInfo = proxy<SystemInfo>(cached());

export async function loadSystemInfo() {
  applySystemInfo(await get<SystemInfo>('/app/system/info', undefined, { silent: true }));
}

/** New system info (after the settings screen saves): header, title, login page and watermark follow at once. */
export function applySystemInfo(info: Partial<SystemInfo>) {
  Object.assign(systemInfo, info);
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...systemInfo }));
}
