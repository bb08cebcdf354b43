/**
 * An official account's custom menu, as WeChat's `cgi-bin/menu/create` takes it: at most 3 top
 * buttons, each a button of its own or a group of 1 to 5 sub buttons; names counted in UTF-8 bytes
 * as WeChat counts them (top ≤ 16, sub ≤ 60); a click's key ≤ 128 bytes; a view's address through
 * the external-link rule; a mini-program's appid, page path and fallback address. Pure: the menu
 * editor and the server check with the same words.
 */
import { isExternalLink } from './patterns.ts';

export type MenuButtonType = 'click' | 'view' | 'miniprogram';
export interface MenuButton {
  name: string;
  type?: MenuButtonType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: MenuButton[];
}

export const MENU_LIMITS = { top: 3, sub: 5, topName: 16, subName: 60, key: 128, url: 1024 } as const;
export const MENU_TYPES: MenuButtonType[] = ['click', 'view', 'miniprogram'];

/** UTF-8 bytes of `text` (a Chinese character is 3). */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export interface MenuProblem { path: string; message: string }

/** What is wrong with `menu` (each problem with the button's path, `button[1].sub_button[0].name`), or []. */
export function menuProblems(menu: unknown): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const buttons = (menu as { button?: unknown })?.button;
  if (!Array.isArray(buttons) || buttons.length === 0) return [{ path: 'button', message: '菜单至少要有一个按钮' }];
  if (buttons.length > MENU_LIMITS.top) add('button', `一级菜单最多 ${MENU_LIMITS.top} 个，现在有 ${buttons.length} 个`);
  const leaf = (b: MenuButton, path: string, where: string) => {
    if (!b.type || !MENU_TYPES.includes(b.type)) { add(`${path}.type`, `${where}请选择类型：点击、网页或小程序`); return; }
    if (b.type === 'click') {
      if (!b.key?.trim()) add(`${path}.key`, `${where}需要 KEY（点击后推送给服务器的事件值）`);
      else if (utf8Bytes(b.key) > MENU_LIMITS.key) add(`${path}.key`, `${where}的 KEY 最多 ${MENU_LIMITS.key} 字节，现在 ${utf8Bytes(b.key)} 字节`);
    }
    if (b.type === 'view' || b.type === 'miniprogram') {
      if (!b.url || !/^https?:\/\//i.test(b.url) || !isExternalLink(b.url)) add(`${path}.url`, `${where}${b.type === 'miniprogram' ? '的备用网页' : '的网页地址'}须以 http:// 或 https:// 开头`);
      else if (utf8Bytes(b.url) > MENU_LIMITS.url) add(`${path}.url`, `${where}的网页地址最多 ${MENU_LIMITS.url} 字节`);
    }
    if (b.type === 'miniprogram') {
      if (!/^wx[0-9a-f]{16}$/.test(b.appid ?? '')) add(`${path}.appid`, `${where}的小程序 AppID 应为 wx 开头的 18 位`);
      if (!b.pagepath?.trim()) add(`${path}.pagepath`, `${where}需要小程序页面路径（如 pages/index/index）`);
    }
  };
  buttons.forEach((raw: MenuButton, i: number) => {
    const path = `button[${i}]`;
    const where = `第 ${i + 1} 个菜单「${raw?.name ?? ''}」`;
    if (!raw || typeof raw !== 'object') { add(path, `第 ${i + 1} 个菜单不是按钮`); return; }
    const name = String(raw.name ?? '');
    if (!name.trim()) add(`${path}.name`, `第 ${i + 1} 个菜单需要名称`);
    else if (utf8Bytes(name) > MENU_LIMITS.topName) add(`${path}.name`, `${where}的名称最多 ${MENU_LIMITS.topName} 字节（约 5 个汉字），现在 ${utf8Bytes(name)} 字节`);
    const subs = raw.sub_button;
    if (Array.isArray(subs) && subs.length > 0) {
      if (subs.length > MENU_LIMITS.sub) add(`${path}.sub_button`, `${where}的子菜单最多 ${MENU_LIMITS.sub} 个，现在有 ${subs.length} 个`);
      subs.forEach((sub: MenuButton, j: number) => {
        const subPath = `${path}.sub_button[${j}]`;
        const subWhere = `${where}的第 ${j + 1} 个子菜单「${sub?.name ?? ''}」`;
        const subName = String(sub?.name ?? '');
        if (!subName.trim()) add(`${subPath}.name`, `${where}的第 ${j + 1} 个子菜单需要名称`);
        else if (utf8Bytes(subName) > MENU_LIMITS.subName) add(`${subPath}.name`, `${subWhere}的名称最多 ${MENU_LIMITS.subName} 字节，现在 ${utf8Bytes(subName)} 字节`);
        leaf(sub ?? { name: '' }, subPath, subWhere);
      });
    } else leaf(raw, path, where);
  });
  return problems;
}

/** The menu as WeChat takes it: each button with only the fields of its type (a group with none but its subs). */
export function wechatButtons(menu: { button: MenuButton[] }): MenuButton[] {
  const clean = (b: MenuButton): MenuButton => {
    if (b.sub_button?.length) return { name: b.name, sub_button: b.sub_button.map(clean) };
    if (b.type === 'click') return { type: 'click', name: b.name, key: b.key };
    if (b.type === 'view') return { type: 'view', name: b.name, url: b.url };
    return { type: 'miniprogram', name: b.name, url: b.url, appid: b.appid, pagepath: b.pagepath };
  };
  return menu.button.map(clean);
}
