import { describe, expect, it } from 'vitest';
import { menuProblems, utf8Bytes, wechatButtons } from './wechat-menu.ts';

describe('an official account menu, checked as WeChat checks it', () => {
  it('counts names in UTF-8 bytes: five Chinese characters fit a top button, six do not', () => {
    expect(utf8Bytes('招聘岗位查')).toBe(15);
    expect(menuProblems({ button: [{ name: '招聘岗位查', type: 'click', key: 'A' }] })).toEqual([]);
    expect(menuProblems({ button: [{ name: '招聘岗位查询', type: 'click', key: 'A' }] })).toEqual([
      { path: 'button[0].name', message: '第 1 个菜单「招聘岗位查询」的名称最多 16 字节（约 5 个汉字），现在 18 字节' },
    ]);
  });

  it('holds the counts, the types and each type\'s fields', () => {
    const many = Array.from({ length: 4 }, (_, i) => ({ name: `m${i}`, type: 'click' as const, key: 'K' }));
    expect(menuProblems({ button: many }).map((p) => p.path)).toEqual(['button']);
    const subs = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}`, type: 'view' as const, url: 'https://kp.example' }));
    expect(menuProblems({ button: [{ name: '更多', sub_button: subs }] }).map((p) => p.path)).toEqual(['button[0].sub_button']);
    expect(menuProblems({ button: [{ name: '官网', type: 'view', url: 'javascript:alert(1)' }, { name: '小程序', type: 'miniprogram', url: 'https://kp.example', appid: 'wx1', pagepath: '' }] }).map((p) => p.path))
      .toEqual(['button[0].url', 'button[1].appid', 'button[1].pagepath']);
    expect(menuProblems({ button: [{ name: 'k', type: 'click', key: 'x'.repeat(129) }] })[0].path).toBe('button[0].key');
    expect(menuProblems({})).toEqual([{ path: 'button', message: '菜单至少要有一个按钮' }]);
  });

  it('sends WeChat only the fields of each button\'s type', () => {
    expect(wechatButtons({ button: [{ name: '官网', type: 'view', url: 'https://kp.example', key: 'stale' }, { name: '更多', type: 'click', key: 'X', sub_button: [{ name: '岗位', type: 'click', key: 'JOBS', url: 'https://old' }] }] }))
      .toEqual([{ type: 'view', name: '官网', url: 'https://kp.example' }, { name: '更多', sub_button: [{ type: 'click', name: '岗位', key: 'JOBS' }] }]);
  });
});
