/**
 * A contract's text: its template with the placeholders filled from the contract, its talent, company
 * and post (validators/contract-text.ts). The talent and company read for it are answered too, so a
 * caller needs no second read of them.
 */
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { fillContract } from '../../validators/contract-text.ts';
import { maskValue } from '../../validators/mask.ts';
import { yuanText } from '../../validators/money.ts';

type Row = Record<string, any>;
export interface FilledContract { title: string; text: string; talent: { name: string; idNumber: string; mobile: string | null }; company: string }

/** Contract `contract` (as stored) written out; the ID number masked unless `whole` (the signed PDF). */
export async function filledContract(db: Kysely<any>, contract: Row, whole: boolean): Promise<FilledContract> {
  const template = await db.selectFrom('talents_contract_template').select(['title', 'body']).where('id', '=', contract.template_id).executeTakeFirst();
  if (!template) throw new ApiError('VALIDATION_FAILED', '合同模板不存在或已删除');
  const talent = await db.selectFrom('talent').select(['name', 'id_number', 'mobile']).where('id', '=', contract.user_id).executeTakeFirst();
  const company = contract.company_id ? await db.selectFrom('company').select('name').where('id', '=', contract.company_id).executeTakeFirst() : undefined;
  const post = contract.post_id ? await db.selectFrom('company_post').select('title').where('id', '=', contract.post_id).executeTakeFirst() : undefined;
  const type = contract.type ? await db.selectFrom('sys_dict_item').select('name').where('type_code', '=', 'contract_type').where('value', '=', String(contract.type)).executeTakeFirst() : undefined;
  const id = String(talent?.id_number ?? '');
  const values = {
    'talent.name': String(talent?.name ?? ''),
    'talent.id_number': whole || !id ? id : maskValue('idcard', id),
    'talent.mobile': talent?.mobile ? maskValue('mobile', String(talent.mobile)) : '',
    'company.name': String(company?.name ?? ''),
    'post.title': String(post?.title ?? ''),
    no: String(contract.no ?? ''),
    type: String(type?.name ?? ''),
    start_date: String(contract.start_date ?? ''),
    end_date: String(contract.end_date ?? ''),
    salary: contract.pay ? yuanText(Number(contract.pay)) : '',
    probation_months: String(contract.probation_months ?? 0),
  };
  return {
    title: String(template.title), text: fillContract(String(template.body), values),
    talent: { name: values['talent.name'], idNumber: id, mobile: talent?.mobile ? String(talent.mobile) : null }, company: values['company.name'],
  };
}
