import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, theme } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { get } from '../http/client.ts';
import { LanguageToggle } from '../i18n/LanguageToggle.tsx';
import { login } from '../session/session-store.ts';
import { systemInfo } from '../session/system-info.ts';

interface Captcha { enabled: boolean; captchaKey: string | null; captchaBase64: string | null }
interface LoginForm { username: string; password: string; captchaCode?: string }

/** SPEC §2's /login: username, password, captcha (when the server has it on), system name and logo. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useSnapshot(systemInfo);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [busy, setBusy] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const { token } = theme.useToken();

  const refreshCaptcha = useCallback(async () => {
    form.setFieldValue('captchaCode', '');
    setCaptcha(await get<Captcha>('/auth/captcha').catch(() => null));
  }, [form]);

  useEffect(() => { void refreshCaptcha(); }, [refreshCaptcha]);

  const submit = async (values: LoginForm) => {
    setBusy(true);
    try {
      await login({ ...values, captchaKey: captcha?.captchaKey ?? undefined });
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
          {captcha?.enabled && (
            <Form.Item name="captchaCode" rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
              <Space.Compact style={{ width: '100%' }}>
                <Input prefix={<SafetyOutlined />} placeholder={t('login.captchaCode')} aria-label={t('login.captchaCode')} maxLength={8} autoComplete="off" />
                <img
                  src={captcha.captchaBase64 ?? ''} alt={t('login.captchaCode')} title={t('login.refreshCaptcha')}
                  className="kp-login__captcha" data-testid="captcha-image" onClick={() => void refreshCaptcha()}
                />
              </Space.Compact>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.login')}</Button>
        </Form>
      </main>
    </div>
  );
}
