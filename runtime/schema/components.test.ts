import { describe, expect, it } from 'vitest';
import { resolveWidget } from './components.tsx';
import { WIDGET_NAMES } from './widget-names.ts';

describe('the widget registry', () => {
  it.each([...WIDGET_NAMES])('resolves %s to a component, as Formily looks it up', (name) => {
    const widget = resolveWidget(name);
    expect(widget === undefined ? 'missing' : typeof widget).toMatch(/^(function|object)$/);
  });
});
