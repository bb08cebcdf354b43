/**
 * A contract's text: its template with the placeholders filled from the contract, its talent, company
 * and post (validators/contract-text.ts). The talent and company read for it are answered too, so a
 * caller needs no second read of them.
 *
 * At push the text is frozen (sys_contract_text, one row per signing record): the template's title
 * and body and every value filled in, with the SHA-256 of the whole text. The signing page shows
 * that text and the PDF is made from it, checked against its hash; editing a template or a talent
 * afterwards never changes what a pushed contract says.
 */
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { fillContract } from '../../validators/contract-text.ts';
import { maskValue } from '../../validators/mask.ts';
import { yuanText } from '../../validators/money.ts';
import { sha256 } from './digest.ts';

type Row = Record<string, any>;
export interface FilledContract { title: string; text: string; talent: { name: string; idNumber: string; mobile: string | null }; company: string }
/** A contract's template and values as read now (or as frozen at push). */
export interface ContractSource { title: string; body: string; values: Record<string, string> }

/**
 * How the public signing page shows an ID number: the first 3 characters only. The page asks for
 * the last 6, so it must show none of them (issue 25: showing the last 4 left 31 guesses).
 */
export const signingPageId = (id: string) => (id.length > 3 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 3)}` : '*'.repeat(id.length));

/** Contract `contract` (as stored): its template and every placeholder's value, the ID number whole. */
export async function contractSource(db: Kysely<any>, contract: Row): Promise<ContractSource & { talent: FilledContract['talent'] }> {
  const template = await db.selectFrom('talents_contract_template').select(['title', 'body']).where('id', '=', contract.template_id).executeTakeFirst();
  if (!template) throw new ApiError('VALIDATION_FAILED', '合同模板不存在或已删除');
  const talent = await db.selectFrom('talent').select(['name', 'id_number', 'mobile']).where('id', '=', contract.user_id).executeTakeFirst();
  const company = contract.company_id ? await db.selectFrom('company').select('name').where('id', '=', contract.company_id).executeTakeFirst() : undefined;
  const post = contract.post_id ? await db.selectFrom('company_post').select('title').where('id', '=', contract.post_id).executeTakeFirst() : undefined;
  const type = contract.type ? await db.selectFrom('sys_dict_item').select('name').where('type_code', '=', 'contract_type').where('value', '=', String(contract.type)).executeTakeFirst() : undefined;
  const values = {
    'talent.name': String(talent?.name ?? ''),
    'talent.id_number': String(talent?.id_number ?? ''),
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
    title: String(template.title), body: String(template.body), values,
    talent: { name: values['talent.name'], idNumber: values['talent.id_number'], mobile: talent?.mobile ? String(talent.mobile) : null },
  };
}

/** `source` written out; the ID number shown by `idShown` (whole for the signed PDF). */
export function writeOut(source: ContractSource, idShown: (id: string) => string = (id) => id): FilledContract {
  const id = source.values['talent.id_number'] ?? '';
  const text = fillContract(source.body, { ...source.values, 'talent.id_number': id ? idShown(id) : '' });
  return {
    title: source.title, text,
    talent: { name: source.values['talent.name'] ?? '', idNumber: id, mobile: null }, company: source.values['company.name'] ?? '',
  };
}

/** The SHA-256 of a contract's whole text (title and body, the ID number whole): what push freezes. */
export const textHash = (source: ContractSource) => {
  const { title, text } = writeOut(source);
  return sha256(`${title}\n${text}`);
};

/** Contract `contract` (as stored) written out now; the ID number masked unless `whole`. */
export async function filledContract(db: Kysely<any>, contract: Row, whole: boolean): Promise<FilledContract> {
  const source = await contractSource(db, contract);
  return { ...writeOut(source, whole ? undefined : (id) => maskValue('idcard', id)), talent: source.talent };
}

/** Freezes contract `contract`'s text for signing record `signId` (at push). */
export async function freezeText(db: Kysely<any>, signId: number, contract: Row, now: number): Promise<ContractSource> {
  const source = await contractSource(db, contract);
  await db.insertInto('sys_contract_text').values({
    sign_id: signId, contract_id: contract.id, title: source.title, body: source.body, vals: JSON.stringify(source.values), sha256: textHash(source), created_at: now,
  }).onConflict((oc) => oc.column('sign_id').doNothing()).execute();
  return source;
}

/**
 * The text frozen for signing record `signId`, checked against its hash (a text changed in the
 * database is refused, never signed); a record pushed before texts were frozen is frozen now.
 */
export async function frozenText(db: Kysely<any>, signId: number, contract: Row, now: number): Promise<ContractSource> {
  const read = () => db.selectFrom('sys_contract_text').selectAll().where('sign_id', '=', signId).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Two first opens at once: one text is kept, and both read it.
    await freezeText(db, signId, contract, now);
    row = (await read())!;
  }
  const source = { title: String(row.title), body: String(row.body), values: JSON.parse(String(row.vals)) as Record<string, string> };
  if (textHash(source) !== row.sha256) throw new ApiError('GONE', '合同文本与推送时保存的不一致，链接已停用，请联系经办人');
  return source;
}
