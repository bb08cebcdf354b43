/**
 * A contract template's text: placeholders such as {{talent.name}} filled from a contract, its
 * talent, company and post. Pure, shared by the console and the server (which refuses a template
 * naming a placeholder it cannot fill).
 */
import { escapeHtml } from './html-text.ts';

/** Every placeholder a template may use, with what it stands for. */
export const PLACEHOLDERS: Record<string, string> = {
  'talent.name': '人才姓名',
  'talent.id_number': '身份证号',
  'talent.mobile': '手机号',
  'company.name': '用工单位',
  'post.title': '岗位',
  no: '合同编号',
  type: '合同类型',
  start_date: '开始日期',
  end_date: '结束日期',
  salary: '月薪（元）',
  probation_months: '试用期（月）',
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The placeholders `text` names that are not known, in order, once each. */
export function unknownPlaceholders(text: string): string[] {
  const out = new Set<string>();
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!(name in PLACEHOLDERS)) out.add(name);
  return [...out];
}

/**
 * Whether a template's text is rich text (the editor's HTML: headings, lists, tables) rather than the
 * plain text templates were written in before; plain text keeps its lines as they are.
 */
export const isHtmlBody = (text: string) => /^\s*<(p|h[1-6]|ul|ol|table|blockquote|pre|hr)\b/i.test(text);


/**
 * `text` with each known placeholder replaced by its value (an empty one by ____, to be seen); in
 * rich text each value is escaped, so a name can never add markup.
 */
export function fillContract(text: string, values: Partial<Record<string, string>>): string {
  const html = isHtmlBody(text);
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(name in PLACEHOLDERS)) return whole;
    const value = (values[name] ?? '').trim() || '____';
    return html ? escapeHtml(value) : value;
  });
}
