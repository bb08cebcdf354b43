import { beforeEach, describe, expect, it } from 'vitest';
import { currentUsername, enterPreview, forgetEndedSession, getToken, setToken, tokenKey } from './token-store.ts';

describe('a session that ended', () => {
  beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });

  it('during a preview gives the tab back to its own user, with their token', () => {
    setToken('admin', 'admin-token');
    enterPreview('hr01', 'preview-token');
    expect([currentUsername(), getToken()]).toEqual(['hr01@preview', 'preview-token']);
    forgetEndedSession();
    expect([currentUsername(), getToken()]).toEqual(['admin', 'admin-token']);
    expect(localStorage.getItem(tokenKey('hr01@preview'))).toBeNull();
  });

  it('otherwise forgets the token: the next page asks to log in', () => {
    setToken('admin', 'admin-token');
    forgetEndedSession();
    expect(getToken()).toBeNull();
  });
});
