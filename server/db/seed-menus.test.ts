import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roleGrants } from './seed-menus.ts';

// Issue 26 D2: the README lists what each seeded role holds; it must say what the seed grants.
describe('the README\'s table of seeded users', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('<!-- role-grants'), readme.indexOf('<!-- /role-grants -->'));
  const row = (user: string) => table.split('\n').find((line) => line.startsWith(`| ${user}`))?.split(' | ').at(-1)?.replace(/ \|$/, '');

  it('lists each role\'s screens and buttons as the seed grants them', () => {
    expect(row('`hr01`')).toBe(roleGrants('HR').join('；'));
    expect(row('`finance01`, `finance02`')).toBe(roleGrants('FINANCE').join('；'));
    expect(row('`ops01`')).toBe(roleGrants('OPERATOR').join('；'));
  });

  it('gives a recruiter what the job needs, not a manager\'s deletes and reference data', () => {
    const hr = roleGrants('HR').join('；');
    expect(hr).toContain('印章管理（查询）');
    expect(hr).toContain('合同模板（查询）');
    expect(hr).toContain('人才列表（查询、新增、编辑、导入、导出、认领、公开、写跟进）');
    expect(hr).toContain('职位类型（查询、导出）');
  });
});
