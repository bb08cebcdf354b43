import { describe, expect, it } from 'vitest';
import { resolveWidget } from './components.tsx';
import { WIDGET_NAMES } from './widget-names.ts';

describe('the widget registry', () => {
  it.each([...WIDGET_NAMES])('resolves %s to a component, as Formily looks it up', (name) => {
    const widget = resolveWidget(name);
    expect(widget === undefined ? 'missing' : typeof widget).toMatch(/^(function|object)$/);
  });
});

describe('Formily\'s own messages', () => {
  it('follow the console\'s language', async () => {
    const { createForm } = await import('@formily/core');
    const { i18n } = await import('../i18n/i18n.ts');
    const { registerFormats } = await import('./components.tsx');
    registerFormats();
    const required = async () => {
      const form = createForm();
      const field = form.createField({ name: 'name', required: true });
      await field.validate().catch(() => undefined);
      return field.selfErrors[0];
    };
    await i18n.changeLanguage('zh-CN');
    expect(await required()).toBe('该字段是必填字段');
    await i18n.changeLanguage('en-US');
    expect(await required()).toBe('The field value is required');
    await i18n.changeLanguage('zh-CN');
  });
});
