import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './safe-expression.ts';

describe('evaluateExpression', () => {
  it.each([
    ['$deps[0] !== false', { $deps: [true] }, true],
    ['$deps[0] !== false', { $deps: [false] }, false],
    ['$self.value > 10 && $values.kind === "A"', { $self: { value: 11 }, $values: { kind: 'A' } }, true],
    ['$deps[0] ? "visible" : "none"', { $deps: [0] }, 'none'],
    ['($values.a ?? 1) * 2 + 1', { $values: {} }, 3],
    ['!$values.off', { $values: { off: false } }, true],
    ['[1, $x]', { $x: 2 }, [1, 2]],
    ['missing.deep', {}, undefined],
  ])('%s → %j', (expression, scope, expected) => {
    expect(evaluateExpression(expression, scope)).toEqual(expected);
  });

  it.each(['alert(1)', '$self.constructor', 'this', 'a = 1'])('refuses %s', (expression) => {
    const outcome = (() => { try { return evaluateExpression(expression, { $self: {}, alert: () => 'called' }); } catch (e) { return e; } })();
    expect(outcome === undefined || outcome instanceof Error).toBe(true);
  });
});
