import { describe, expect, it } from 'vitest';
import { routesForRoles, type ServerRoute } from '../session/session-store.ts';
import { flattenRoutes } from './route-table.ts';

const tree: ServerRoute[] = [
  {
    path: '/system', component: 'Layout', redirect: '/system/user', meta: { title: '系统管理', roles: ['ADMIN'] },
    children: [
      { path: 'user', component: 'system/user', name: 'User', meta: { title: '用户管理', roles: ['ADMIN'], keepAlive: true } },
      { path: 'role', component: 'system/role', meta: { title: '角色管理', roles: ['ADMIN'], hidden: true } },
    ],
  },
  {
    path: '/finance', component: 'Layout', meta: { title: '财务', roles: ['FINANCE'] },
    children: [{ path: 'salary', component: 'finance/salary', meta: { title: '工资', roles: ['FINANCE'] } }],
  },
  { path: '/standalone', component: 'demo/showcase', meta: { title: '独立页', roles: ['FINANCE'] } },
  { path: 'https://example.com', meta: { title: '外链', roles: ['FINANCE'] } },
];

describe('flattenRoutes', () => {
  it('gives every page its absolute path, name (defaulting to the path) and flags', () => {
    const pages = flattenRoutes(tree);
    expect(pages.map((p) => p.path)).toEqual(['/system', '/system/user', '/system/role', '/finance/salary', '/standalone']);
    expect(pages[0]).toMatchObject({ redirect: '/system/user', hidden: true });
    expect(pages[1]).toMatchObject({ name: 'User', keepAlive: true, inLayout: true, component: 'system/user' });
    expect(pages[2]).toMatchObject({ name: '/system/role', hidden: true });
    expect(pages[4]).toMatchObject({ name: '/standalone', inLayout: false });
  });
});

describe('routesForRoles', () => {
  it('keeps everything for ADMIN', () => {
    expect(routesForRoles(tree, ['ADMIN'])).toBe(tree);
  });

  it('keeps only routes whose roles meta names one of the user\'s roles', () => {
    const kept = routesForRoles(tree, ['FINANCE']);
    expect(kept.map((r) => r.path)).toEqual(['/finance', '/standalone', 'https://example.com']);
    expect(routesForRoles(tree, ['HR'])).toEqual([]);
  });
});
