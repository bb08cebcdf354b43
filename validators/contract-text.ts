/**
 * A contract template's text: placeholders such as {{talent.name}} filled from a contract, its
 * talent, company and post. Pure, shared by the console and the server (which refuses a template
 * naming a placeholder it cannot fill).
 */

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

/** `text` with each known placeholder replaced by its value (an empty one by ____, to be seen). */
export function fillContract(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in PLACEHOLDERS ? (values[name] ?? '').trim() || '____' : whole));
}
