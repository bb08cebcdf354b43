import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session-store.ts';
import { Auth } from './Auth.tsx';
import { hasPerms } from './has-perms.ts';

// Each render unmounted after its test (no globals here, so Testing Library does not do it itself): a
// render left mounted went on committing after the file's jsdom was gone ("window is not defined").
afterEach(cleanup);

const as = (roles: string[], perms: string[]) => {
  session.profile = { userId: 1, username: 'u', nickname: 'u', avatar: null, roles, perms };
};
afterEach(() => { session.profile = null; });

describe('hasPerms', () => {
  it.each([undefined, null, 'sys:user:add', [], {}])('fails with need perms! for %j', (required) => {
    expect(() => hasPerms(required, { roles: ['ADMIN'], perms: [] })).toThrow('need perms!');
  });

  it.each([
    [['ADMIN'], [], ['sys:user:add'], true],
    [['HR'], ['sys:user:add'], ['sys:user:add'], true],
    [['HR'], ['sys:user:edit'], ['sys:user:add', 'sys:user:edit'], true],
    [['HR'], ['sys:user:edit'], ['sys:user:add'], false],
    [['HR'], [], ['sys:user:add'], false],
  ])('roles %j with perms %j and required %j → %s', (roles, perms, required, expected) => {
    expect(hasPerms(required, { roles, perms })).toBe(expected);
  });

  it('is false without a profile', () => {
    expect(hasPerms(['a:b'], null)).toBe(false);
  });
});

describe('<Auth>', () => {
  it('renders its children for a holder of one listed permission', () => {
    as(['HR'], ['sys:user:add']);
    render(<Auth perms={['sys:user:add', 'sys:user:edit']}><button>新增</button></Auth>);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('removes the element for a user without any', () => {
    as(['HR'], ['sys:user:query']);
    render(<div data-testid="box"><Auth perms={['sys:user:delete']}><button>删除</button></Auth></div>);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByTestId('box').innerHTML).toBe('');
  });

  it('lets ADMIN through everything', () => {
    as(['ADMIN'], []);
    render(<Auth perms={['anything:at:all']}><span>可见</span></Auth>);
    expect(screen.getByText('可见')).toBeTruthy();
  });

  it('throws need perms! without a list', () => {
    as(['ADMIN'], []);
    // React logs what a render throws; the throw is the point here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Auth perms={[]}><span>x</span></Auth>)).toThrow('need perms!');
    quiet.mockRestore();
  });
});
