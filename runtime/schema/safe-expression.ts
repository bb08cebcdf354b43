import jsep, { type Expression } from 'jsep';

type Scope = Record<string, unknown>;

const BINARY: Record<string, (a: any, b: any) => unknown> = {
  '===': (a, b) => a === b, '!==': (a, b) => a !== b, '==': (a, b) => a == b, '!=': (a, b) => a != b, // eslint-disable-line eqeqeq
  '<': (a, b) => a < b, '<=': (a, b) => a <= b, '>': (a, b) => a > b, '>=': (a, b) => a >= b,
  '+': (a, b) => a + b, '-': (a, b) => a - b, '*': (a, b) => a * b, '/': (a, b) => a / b, '%': (a, b) => a % b,
};
const UNARY: Record<string, (a: any) => unknown> = { '!': (a) => !a, '-': (a) => -a, '+': (a) => +a };
const BLOCKED = new Set(['constructor', '__proto__', 'prototype']);
const LOGICAL = new Set(['&&', '||', '??']);
jsep.addBinaryOp('??', 1);

function logical(operator: string, left: Expression, right: Expression, scope: Scope): unknown {
  const value = evaluate(left, scope);
  if (operator === '&&') return value && evaluate(right, scope);
  if (operator === '||') return value || evaluate(right, scope);
  return value ?? evaluate(right, scope);
}

function evaluate(node: Expression, scope: Scope): unknown {
  switch (node.type) {
    case 'Literal': return node.value;
    case 'Identifier': {
      const name = node.name as string;
      if (name === 'undefined') return undefined;
      return Object.prototype.hasOwnProperty.call(scope, name) ? scope[name] : undefined;
    }
    case 'MemberExpression': {
      const object = evaluate(node.object as Expression, scope) as Record<string, unknown> | null | undefined;
      const key = node.computed ? evaluate(node.property as Expression, scope) : (node.property as { name: string }).name;
      if (object === null || object === undefined || BLOCKED.has(String(key))) return undefined;
      return object[String(key)];
    }
    case 'LogicalExpression':
    case 'BinaryExpression': {
      if (LOGICAL.has(node.operator as string)) return logical(node.operator as string, node.left as Expression, node.right as Expression, scope);
      const op = BINARY[node.operator as string];
      if (!op) throw new Error(`不支持的运算符 ${String(node.operator)}`);
      return op(evaluate(node.left as Expression, scope), evaluate(node.right as Expression, scope));
    }
    case 'UnaryExpression': {
      const op = UNARY[node.operator as string];
      if (!op) throw new Error(`不支持的运算符 ${String(node.operator)}`);
      return op(evaluate(node.argument as Expression, scope));
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Expression, scope) ? evaluate(node.consequent as Expression, scope) : evaluate(node.alternate as Expression, scope);
    case 'ArrayExpression': return (node.elements as Expression[]).map((e) => evaluate(e, scope));
    default: throw new Error(`表达式里不能使用 ${node.type}`);
  }
}

/**
 * Evaluates a schema's `{{ }}` expression without eval (the console's CSP forbids it):
 * literals, scope names, member access, arithmetic, comparison, logic and `?:`, nothing
 * that calls a function or reaches a prototype.
 */
export function evaluateExpression(expression: string, scope: Scope): unknown {
  return evaluate(jsep(expression), scope);
}
