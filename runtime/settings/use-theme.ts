import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { settings } from './settings-store.ts';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** 'light' or 'dark': the setting, or the OS's choice when the setting is 'auto' (and following it live). */
export function useEffectiveTheme(): 'light' | 'dark' {
  const { theme } = useSnapshot(settings);
  const [osDark, setOsDark] = useState(() => darkQuery()?.matches ?? false);
  useEffect(() => {
    const query = darkQuery();
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => setOsDark(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return theme === 'auto' ? (osDark ? 'dark' : 'light') : theme;
}
