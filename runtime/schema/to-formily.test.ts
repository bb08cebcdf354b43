import { describe, expect, it } from 'vitest';
import showcase from '../../schemas/demo/showcase.json';
import dict from '../../schemas/system/dict.json';
import keywords from '../../schemas/wechat/keywords.json';
import { evaluateExpression } from './safe-expression.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { defaultWidget, recordFormSchema, searchFormSchema } from './to-formily.ts';

const fieldsOf = (schema: ReturnType<typeof recordFormSchema>) => (schema.properties as any).layout.properties;

describe('recordFormSchema', () => {
  const form = fieldsOf(recordFormSchema(showcase as unknown as ScreenSchema, 'create', { gender: [{ label: '男', value: 1 }], dept_id: [{ label: '总部', value: 1 }] }));

  it('keeps the form fields in order, marks required ones and carries the shared format rule', () => {
    expect(Object.keys(form).slice(0, 3)).toEqual(['name', 'code', 'mobile']);
    expect(form.name).toMatchObject({ required: true, maxLength: 32, minLength: 2, 'x-component': 'Input' });
    expect(form.mobile['x-validator']).toEqual([{ mobile: true }, { required: true, message: '请填写手机号' }]);
    expect(form.idcard['x-validator']).toEqual([{ idcard: true }, { required: false, message: '请填写身份证号' }]);
  });

  it('names the field a required rule finds empty (issue 58: 「请填写跟进内容」, not 「该字段是必填字段」), a choice as chosen, and keeps the name when a reaction makes it required', async () => {
    const { createForm } = await import('@formily/core');
    const messages = async (name: string, required?: boolean) => {
      const made = createForm();
      const field = made.createField({ name, required: required ?? form[name].required, validator: form[name]['x-validator'] });
      await field.validate().catch(() => undefined);
      return field.selfErrors;
    };
    expect(await messages('name')).toEqual(['请填写姓名']);
    expect(await messages('gender')).toEqual(['请选择性别']);
    // idcard is not required by the model; required by a reaction, the rule set keeps its message.
    expect(await messages('idcard')).toEqual([]);
    const made = createForm();
    const idcard = made.createField({ name: 'idcard', validator: form.idcard['x-validator'] });
    idcard.required = true;
    await idcard.validate().catch(() => undefined);
    expect(idcard.selfErrors).toEqual(['请填写身份证号']);
  });

  it('gives options to selects and a tree to TreeSelect, and merges form.schema over the field', () => {
    expect(form.gender).toMatchObject({ 'x-component': 'Radio.Group', enum: [{ label: '男', value: 1 }] });
    expect(form.dept_id['x-component-props'].treeData).toEqual([{ label: '（无）', value: 0 }, { label: '总部', value: 1 }]);
    expect(form.salary['x-reactions']).toEqual([{ dependencies: ['active'], fulfill: { state: { visible: '{{$deps[0] !== false}}' } } }]);
    expect(form.salary['x-component']).toBe('NumberPicker');
  });

  it('edits an entries field as cards: each entry\'s fields with their options, a field some kinds need shown only for them', () => {
    const fields = fieldsOf(recordFormSchema(keywords as unknown as ScreenSchema, 'create', { 'replies.type': [{ label: '文字', value: 'text' }, { label: '图文', value: 'news' }] }));
    const replies = fields.replies;
    expect(replies).toMatchObject({ type: 'array', 'x-component': 'ArrayCards', maxItems: 5, minItems: 1, required: true });
    expect(Object.keys(replies.properties)).toEqual(['add']);
    const entry = replies.items.properties;
    expect(Object.keys(entry)).toEqual(['index', 'type', 'text', 'image_id', 'title', 'description', 'url', 'cover_id', 'moveUp', 'moveDown', 'remove']);
    expect(entry.type).toMatchObject({ required: true, 'x-component': 'Select', enum: [{ label: '文字', value: 'text' }, { label: '图文', value: 'news' }] });
    expect(entry.url['x-validator']).toEqual([{ externalUrl: true }, { required: false, message: '请填写图文链接' }]);
    // The entry's own kind decides: a sibling path, one reaction over every rule requiring the field.
    const [reaction] = entry.title['x-reactions'];
    expect(reaction.dependencies).toEqual(['.type']);
    const shown = (type: string) => evaluateExpression(reaction.fulfill.state.visible.slice(2, -2), { $deps: [type] });
    expect([shown('news'), shown('text')]).toEqual([true, false]);
    expect(entry.type['x-reactions']).toBeUndefined();
  });

  it('shows the record\'s built-in times where detail.fields names them, formatted (issue 58)', async () => {
    const schema = { ...(showcase as unknown as ScreenSchema), detail: { fields: ['name', 'created_at', 'updated_at'] } };
    const detail = fieldsOf(recordFormSchema(schema, 'detail', {}));
    expect(Object.keys(detail).slice(0, 3)).toEqual(['name', 'created_at', 'updated_at']);
    expect(detail.created_at).toMatchObject({ title: '创建时间', 'x-component': 'StampText' });
    // Only the detail: a form never asks for them.
    expect(fieldsOf(recordFormSchema(schema, 'edit', {})).created_at).toBeUndefined();
  });

  it('locks x-readonly fields in edit only', () => {
    const schema = dict as unknown as ScreenSchema;
    expect(fieldsOf(recordFormSchema(schema, 'edit', {})).code['x-disabled']).toBe(true);
    expect(fieldsOf(recordFormSchema(schema, 'create', {})).code['x-disabled']).toBeUndefined();
  });
});

describe('searchFormSchema', () => {
  it('puts a keywords box first, asks 是/否 for booleans and any of several for a multiple choice', () => {
    const search = (searchFormSchema(showcase as unknown as ScreenSchema, {}).properties as any).grid.properties;
    expect(Object.keys(search)).toEqual(['keywords', 'gender', 'education', 'industries', 'dept_id', 'active']);
    expect(search.industries['x-component-props'].mode).toBe('multiple');
    expect(search.keywords['x-component-props'].placeholder).toBe('姓名 / 手机号 / 编号');
    expect(search.active.enum).toEqual([{ label: '是', value: 'true' }, { label: '否', value: 'false' }]);
    expect(search.gender.required).toBeUndefined();
  });
});

describe('defaultWidget', () => {
  it.each([
    [{ type: 'string', title: 'a' }, 'Input'],
    [{ type: 'integer', title: 'a' }, 'NumberPicker'],
    [{ type: 'boolean', title: 'a' }, 'Switch'],
    [{ type: 'string', title: 'a', 'x-dict': 'gender' }, 'Select'],
    [{ type: 'string', title: 'a', 'x-component': 'Input.TextArea' }, 'Input.TextArea'],
    [{ type: 'integer', title: 'a', format: 'money' }, 'MoneyInput'],
  ] as const)('%j → %s', (field, widget) => expect(defaultWidget(field as never)).toBe(widget));
});

describe('system screens', () => {
  it('asks a create-only field (the initial password) on create only, and edits an array field with a multiple select', async () => {
    const { default: user } = await import('../../schemas/system/user.json');
    const create = fieldsOf(recordFormSchema(user as unknown as ScreenSchema, 'create', {}));
    const edit = fieldsOf(recordFormSchema(user as unknown as ScreenSchema, 'edit', {}));
    const detail = fieldsOf(recordFormSchema(user as unknown as ScreenSchema, 'detail', {}));
    expect(create.password).toMatchObject({ required: true, 'x-component': 'Password' });
    expect(edit.password).toBeUndefined();
    expect(detail.password).toBeUndefined();
    expect(edit.username['x-disabled']).toBe(true);
    expect(create.role_ids).toMatchObject({ type: 'array', minItems: 1, 'x-component': 'Select', 'x-component-props': { mode: 'multiple' } });
  });

  it('turns model.allOf into required-when reactions, kept beside form.schema\'s own', async () => {
    const { default: menu } = await import('../../schemas/system/menu.json');
    const form = fieldsOf(recordFormSchema(menu as unknown as ScreenSchema, 'create', {}));
    expect(form.perm['x-reactions']).toEqual([
      { dependencies: ['type'], fulfill: { state: { required: '{{($deps[0] === "BUTTON")}}' } } },
      { dependencies: ['type'], fulfill: { state: { visible: "{{$deps[0] === 'BUTTON' || $deps[0] === 'MENU'}}" } } },
    ]);
    expect(form.route_path['x-reactions']).toHaveLength(3);
    const { evaluateExpression } = await import('./safe-expression.ts');
    expect(evaluateExpression('($deps[0] === "BUTTON")', { $deps: ['BUTTON'] })).toBe(true);
    expect(evaluateExpression('($deps[0] === "CATALOG" || $deps[0] === "EXTLINK")', { $deps: ['MENU'] })).toBe(false);
  });

  it('puts a schema\'s English labels in place, leaving unnamed ones as written', async () => {
    const { default: user } = await import('../../schemas/system/user.json');
    const { localizeSchema } = await import('./localize.ts');
    const english = localizeSchema(user as unknown as ScreenSchema, 'en-US');
    expect(english.title).toBe('Users');
    expect(english.model.properties.role_ids.title).toBe('Roles');
    expect(english.list?.aside?.title).toBe('Departments');
    // Help texts too (issue 26 D8): 字母开头，可含数字、_ . -
    expect(english.model.properties.username.description).toBe('Starts with a letter; digits and _ . - allowed');
    expect(localizeSchema(user as unknown as ScreenSchema, 'zh-CN')).toBe(user);
  });

  it('names views, actions and flow moves in English by their keys', async () => {
    const { default: talents } = await import('../../schemas/talents/list.json');
    const { default: apply } = await import('../../schemas/talents/apply.json');
    const { localizeSchema } = await import('./localize.ts');
    const list = localizeSchema(talents as unknown as ScreenSchema, 'en-US');
    expect(list.views?.map((v) => v.label)).not.toContain('公海');
    expect(list.actions?.find((a) => a.key === 'claim')?.label).toBe('Claim');
    const flow = localizeSchema(apply as unknown as ScreenSchema, 'en-US').flow!;
    expect(flow.transitions.every((t) => /^[\x20-\x7e]+$/.test(t.label))).toBe(true);
    const { default: report } = await import('../../schemas/talents/report.json');
    expect(localizeSchema(report as unknown as ScreenSchema, 'en-US').list?.totals?.map((t) => t.title)).toEqual(['By company', 'By recruiter']);
    const { default: follow } = await import('../../schemas/talents/follow.json');
    expect(localizeSchema(follow as unknown as ScreenSchema, 'en-US').due?.title).toBe('Follow up');
  });
});
