import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';

let loading: Promise<void> | undefined;

/**
 * The widget's script, styles, Chinese and English strings and its PBKDF2 worker: loaded when a
 * captcha is asked for, not with the login page. The worker is a file of our own origin, as the
 * CSP requires (the default bundle would start it from a blob).
 */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await Promise.all([import('altcha/altcha.css'), import('altcha/i18n/zh-cn'), import('altcha/i18n/en')]);
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker());
  })();
  return loading;
}

export interface CaptchaWidgetProps {
  /** The challenge GET /auth/captcha gave; a new one starts the check over. */
  challenge: object;
  language: 'zh-cn' | 'en';
  /** The payload to send with the login once solved, or null while it is not (or expired). */
  onChange(payload: string | null): void;
}

/**
 * A proof-of-work check (ALTCHA): the browser solves the server's challenge in workers as soon as
 * the page shows it, with nothing to read or type; the login sends what it produced.
 */
export function CaptchaWidget({ challenge, language, onChange }: CaptchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    void loadAltcha().then(() => { if (live) setReady(true); });
    return () => { live = false; };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    changed.current(null);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready, challenge]);

  // Configured by attributes (its methods exist only after it loads); a new challenge is a new widget.
  const json = JSON.stringify(challenge);
  return (
    <div className="kp-login__captcha" data-testid="captcha" key={json}>
      {ready && <altcha-widget ref={ref} challenge={json} language={language} auto="onload" configuration={CONFIGURATION} />}
    </div>
  );
}

const CONFIGURATION = JSON.stringify({ hideFooter: true, minDuration: 300 });
