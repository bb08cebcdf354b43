/**
 * Payroll pieces shared by its server steps (routes/payroll.ts) and the demo world: who worked for
 * a company in a month, and a paid batch's debit of the group's account.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';

/** The last day of month `YYYY-MM`. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Onboarding records (`alias`: the table's prefix in the query) that cover month `YYYY-MM`: begun by its last day, not left before its first. */
export function coveringMonth<Q extends SelectQueryBuilder<any, any, any>>(query: Q, month: string, alias = ''): Q {
  return query.where(`${alias}start_date`, '<=', monthEnd(month))
    .where((eb) => eb.or([eb(`${alias}leave_date`, 'is', null), eb(`${alias}leave_date`, '>=', `${month}-01`)])) as Q;
}

/** The ledger's debit for paid batch `batch` (as stored): its net total out of the account, saying whose wages. */
export async function debitPayroll(trx: Kysely<any>, batch: Record<string, any>, at: number) {
  const company = await trx.selectFrom('company').select('name').where('id', '=', batch.company_id).executeTakeFirst();
  await trx.insertInto('finance_ledger').values({
    amount: -Number(batch.total_net), kind: '2', salary_id: batch.id, note: `${batch.month} 工资：${company?.name ?? ''}（${batch.headcount} 人）`, created_at: at, updated_at: at,
  }).execute();
}
