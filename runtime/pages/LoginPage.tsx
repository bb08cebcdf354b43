import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { get } from '../http/client.ts';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';
import { login } from '../session/session-store.ts';
import { systemInfo } from '../session/system-info.ts';

// The widget and its worker load only when the server asks for a captcha.
const CaptchaWidget = lazy(() => import('./CaptchaWidget.tsx').then((m) => ({ default: m.CaptchaWidget })));

interface Captcha { enabled: boolean; challenge: object | null }
interface LoginForm { username: string; password: string }

/** SPEC §2's /login: username, password, captcha (when the server has it on), system name and logo. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useSnapshot(systemInfo);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [solved, setSolved] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const { token } = theme.useToken();

  // A challenge is spent by any login attempt, right or wrong: each attempt gets a new one.
  const refreshCaptcha = useCallback(async () => {
    setSolved(null);
    setCaptchaError(false);
    setCaptcha(await get<Captcha>('/auth/captcha').catch(() => null));
  }, []);

  useEffect(() => { void refreshCaptcha(); }, [refreshCaptcha]);

  const submit = async (values: LoginForm) => {
    if (captcha?.enabled && !solved) { setCaptchaError(true); return; }
    setBusy(true);
    try {
      await login({ ...values, captcha: solved ?? undefined });
      const back = params.get('redirect');
      navigate(back && back.startsWith('/') && !back.startsWith('//') ? back : '/', { replace: true });
    } catch {
      if (captcha?.enabled) void refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="kp-login">
      <div className="kp-login__lang"><LanguageToggle /></div>
      {/* Plain elements, not Card/Typography: they would pull Tabs and more into the first load. */}
      <main className="kp-login__card" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, color: token.colorText }}>
        <div className="kp-login__brand">
          {info.systemLogo && <img src={info.systemLogo} alt="" className="kp-login__logo" />}
          <h1 data-testid="login-system-name">{info.systemName}</h1>
          <p style={{ color: token.colorTextSecondary }}>{t('login.welcome')}</p>
        </div>
        <Form form={form} size="large" onFinish={submit} autoComplete="on">
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} aria-label={t('login.username')} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
            help={capsLock ? t('login.capsLock') : undefined}
            validateStatus={capsLock ? 'warning' : undefined}
          >
            <Input.Password
              prefix={<LockOutlined />} placeholder={t('login.password')} aria-label={t('login.password')} autoComplete="current-password"
              onKeyUp={(e) => setCapsLock(e.getModifierState?.('CapsLock') ?? false)}
            />
          </Form.Item>
          {captcha?.enabled && captcha.challenge && (
            <Form.Item help={captchaError && !solved ? t('login.captchaRequired') : undefined} validateStatus={captchaError && !solved ? 'error' : undefined}>
              <Suspense fallback={<div className="kp-login__captcha" />}>
                <CaptchaWidget challenge={captcha.challenge} language={i18n.language.startsWith('zh') ? 'zh-cn' : 'en'} onChange={setSolved} />
              </Suspense>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.login')}</Button>
        </Form>
      </main>
    </div>
  );
}
