/**
 * Payroll beyond its screens' schemas: every row of an uploaded batch checked against the talent
 * pool and the onboarding records (DOMAIN.md §4), and paying a batch — the balance (the ledger's
 * sum) debited once, atomically, or not at all when it is short.
 */
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { ImportRows, LineProblem, LinesCheck, MoveHook } from '../engine/resource.ts';
import { ApiError } from '../errors.ts';
import { coveringMonth, debitPayroll, monthEnd } from '../services/payroll.ts';
import { FORMATS } from '../../validators/formats.ts';

/** A contract's 已签署 state (dictionary contract_status). */
const SIGNED = '3';
import { formatFen } from '../../validators/money.ts';

type Row = Record<string, any>;

/**
 * Each row: a talent with this ID number exists and bears this name; they worked for the batch's
 * company in its month (an onboarding record from before the month's end, not left before its
 * start); net = gross − deductions; an ID once per file. Fills each row's talent. The same company
 * and month twice (a batch not rejected) is refused as a whole.
 */
export const checkPayrollRows: LinesCheck = async (req: FastifyRequest, header: Row, rows: ImportRows) => {
  const db = req.server.db.kysely as Kysely<any>;
  const month = String(header.month ?? '');
  const twice = await db.selectFrom('finance_salary').select('id').where('month', '=', month).where('company_id', '=', header.company_id).where('status', '!=', '3').executeTakeFirst();
  if (twice) throw new ApiError('DUPLICATE', `该用工单位 ${month} 已有工资批次（未驳回），不能重复上传`);
  const ids = [...new Set(rows.map((r) => String(r.record.id_number ?? '').toUpperCase()).filter(Boolean))];
  const talents = new Map<string, Row>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const t of await db.selectFrom('talent').select(['id', 'name', 'id_number']).where('id_number', 'in', ids.slice(i, i + 500)).execute()) talents.set(String(t.id_number).toUpperCase(), t);
  }
  const worked = new Set<number>();
  const found = [...talents.values()].map((t) => Number(t.id));
  for (let i = 0; i < found.length; i += 500) {
    const onboards = await coveringMonth(db.selectFrom('talent_onboard').select('talent_id').where('talent_id', 'in', found.slice(i, i + 500)).where('company_id', '=', header.company_id), month).execute();
    for (const o of onboards) worked.add(Number(o.talent_id));
    // A contract signed with the company for a term that covers the month is employment there too.
    const signed = await db.selectFrom('talents_contract').select('user_id').where('user_id', 'in', found.slice(i, i + 500)).where('company_id', '=', header.company_id)
      .where('status', '=', SIGNED).where('start_date', '<=', monthEnd(month)).where('end_date', '>=', `${month}-01`).execute();
    for (const c of signed) worked.add(Number(c.user_id));
  }
  const problems: LineProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, record, errors } of rows) {
    const bad = new Set(errors.map((e) => e.field));
    const id = String(record.id_number ?? '').toUpperCase();
    const { gross, deductions, net } = record as { gross?: number; deductions?: number; net?: number };
    if ([gross, deductions, net].every((v) => typeof v === 'number') && !['gross', 'deductions', 'net'].some((f) => bad.has(f)) && gross! - deductions! !== net) {
      problems.push({ row: line, field: 'net', message: `实发应为应发减扣款：${formatFen(gross!)} − ${formatFen(deductions!)} = ${formatFen(gross! - deductions!)}，表中为 ${formatFen(net!)}` });
    }
    // A malformed ID number is the model's to say (请输入正确的18位身份证号码), once.
    if (!id || bad.has('id_number') || !FORMATS.idcard.validate(id)) continue;
    if (seen.has(id)) { problems.push({ row: line, field: 'id_number', message: `与第 ${seen.get(id)} 行是同一个人` }); continue; }
    seen.set(id, line);
    const talent = talents.get(id);
    if (!talent) { problems.push({ row: line, field: 'id_number', message: '人才库中没有这个身份证号的人才' }); continue; }
    record.talent_id = Number(talent.id);
    // Said without quoting the record: the importer may not be allowed to read whose ID number it is.
    if (record.name && String(record.name).trim() !== String(talent.name)) problems.push({ row: line, field: 'name', message: '姓名与人才库中该身份证号的人才不一致' });
    if (!worked.has(Number(talent.id))) problems.push({ row: line, field: 'name', message: `${month} 不在该用工单位在职：没有覆盖当月的入职记录，也没有与该单位签署且期限覆盖当月的合同` });
  }
  return problems;
};

/**
 * Paying batches: under one lock for the account (PostgreSQL; SQLite writes one at a time), the
 * balance must cover them; the ledger gets one debit per batch (salary_id unique). Runs in the
 * move's transaction, so a shortfall leaves every batch 已审核 and the ledger as it was.
 */
export const payPayroll: MoveHook = {
  async during(trx, req, rows) {
    if (req.server.db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK})`.execute(trx);
    const { balance } = await trx.selectFrom('finance_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance')).executeTakeFirstOrThrow();
    const total = rows.reduce((sum, r) => sum + Number(r.total_net ?? 0), 0);
    if (Number(balance) < total) {
      throw new ApiError('VALIDATION_FAILED', `账户余额不足：余额 ${formatFen(Number(balance))}，本次发放 ${formatFen(total)}，整批未发放，请先充值`);
    }
    for (const batch of rows) await debitPayroll(trx, batch, req.server.clock());
  },
};

/** The advisory lock that serializes debits of the group's account (PostgreSQL). */
const ACCOUNT_LOCK = 7_301_013;
