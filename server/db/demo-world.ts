import { createHash } from 'node:crypto';
import { DEMO_MARK } from './seed.ts';
import type { Kysely } from 'kysely';
import { creditCodeCheck } from '../../validators/credit-code.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { termEnd } from '../../validators/spans.ts';
import { filledContract } from '../services/contract-text.ts';
import { coveringMonth, debitPayroll } from '../services/payroll.ts';
import { renderSignedContract } from '../services/contract-pdf.ts';
import { DRAWERS } from '../services/drawings.ts';
import { storeFile } from '../services/files.ts';
import { svgToPng } from '../services/seal-image.ts';

/**
 * A believable small world for a new database, so a first login shows a living product:
 * companies, job types and job posts, talents, their follow-ups and applications in every state,
 * and the onboarding records of those who started — made from a fixed seed (the same world every
 * time), with Chinese names and numbers that pass the validators. Written only into empty tables.
 */
export const WORLD = { companies: 30, posts: 80, talents: 600, applications: 140 } as const;
/** Application states (apply_status), each seeded: 待审核 … 已放弃. */
const APPLY_STATES = ['0', '1', '2', '3', '4', '5', '6'] as const;
const FOLLOW_NOTES = ['电话沟通，对岗位有兴趣，约了下周面试', '已加微信，发了岗位介绍和宿舍照片', '到店面谈，要求包住，倾向长白班', '暂时不考虑换工作，过段时间再联系', '询问了薪资结构和加班费，答应考虑', '推荐了两个同乡，等回复'];
const INTERVIEW_PLACES = ['公司门口保安室', '园区人才市场二楼', '驻厂招聘点', '线上视频面试'];

type WorldCounts = { companies: number; jobTypes: number; posts: number; talents: number; follows: number; applications: number; onboards: number; recharges: number; contracts: number; payrolls: number };

const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: a small, fixed-seed generator, so the world is the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
type Random = ReturnType<typeof random>;

const CITIES = [
  ['苏州', '320500', '苏州市工业园区星湖街'], ['昆山', '320583', '昆山市开发区前进东路'], ['东莞', '441900', '东莞市松山湖大道'],
  ['深圳', '440300', '深圳市宝安区福永大道'], ['上海', '310000', '上海市松江区九亭镇'], ['无锡', '320200', '无锡市新吴区长江路'],
  ['郑州', '410100', '郑州市航空港区郑港四路'], ['成都', '510100', '成都市高新区天府大道'], ['武汉', '420100', '武汉市东湖高新区光谷大道'],
  ['天津', '120000', '天津市滨海新区第十一大街'],
] as const;
const BRANDS = ['星河', '华瑞', '恒达', '鼎盛', '联创', '金盛', '宏远', '瑞丰', '嘉和', '天成', '永信', '新锐', '德力', '佳美', '盛世', '同创', '安顺', '顺达', '广源', '立信'];
/** Industry dictionary value → words a company of it is named with. */
const INDUSTRY_WORDS: Record<string, string[]> = {
  1: ['精密制造', '机械'], 2: ['物流', '供应链管理'], 3: ['电子科技', '光电'], 4: ['食品'], 5: ['商贸'],
  6: ['餐饮管理', '酒店管理'], 7: ['建设工程'], 8: ['家政服务'], 9: ['网络科技'],
};
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'.split('');
// Given names as people read them: a 男 talent is never 秀英 (issue 26 D10).
export const MALE_GIVEN = ['伟', '磊', '强', '军', '洋', '勇', '杰', '涛', '明', '超', '建华', '志强', '建国', '俊杰', '浩然'];
export const FEMALE_GIVEN = ['芳', '娜', '敏', '静', '艳', '娟', '秀英', '桂英', '丽', '婷', '雪梅', '玉兰', '欣怡', '佳怡', '慧'];
const GIVEN = [...MALE_GIVEN, ...FEMALE_GIVEN];
const MOBILE_PREFIXES = ['138', '139', '137', '186', '159', '152', '188', '135', '136', '150'];
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Job types: name, nature (job_nature), minimum monthly pay. */
const JOB_TYPES: Array<[string, string, number]> = [
  ['普工', '1', 4200], ['装配工', '1', 4500], ['质检员', '1', 4800], ['叉车司机', '1', 5500], ['仓库管理员', '1', 5000],
  ['分拣员', '3', 4000], ['服务员', '2', 3800], ['厨师', '1', 6000], ['保洁员', '2', 3500], ['电工', '1', 6500],
];
const SHIFTS = ['长白班，每天 8 小时', '两班倒，每天 10 小时', '做六休一', '早九晚六，双休', '三班倒'];

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID number (GB 11643) for a birth day and an area code, its check character computed. */
/** An ID number whose 17th digit is odd for a man and even for a woman, as GB 11643 has it. */
function idNumber(r: Random, area: string, born: Date, gender: 1 | 2): string {
  const body = `${area}${born.toISOString().slice(0, 10).replace(/-/g, '')}${String(r.int(0, 499) * 2 + (gender === 1 ? 1 : 0)).padStart(3, '0')}`;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11];
}

/** A name: of a man (gender 1) or a woman (2), or of either. */
const person = (r: Random, gender?: 1 | 2) => `${r.pick(SURNAMES)}${r.pick(gender === 1 ? MALE_GIVEN : gender === 2 ? FEMALE_GIVEN : GIVEN)}`;
const mobile = (r: Random) => `${r.pick(MOBILE_PREFIXES)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
const day = (time: number) => new Date(time + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Writes the world into empty tables; answers what it wrote (nothing when the companies table has rows). */
export async function seedDemoWorld(k: Kysely<any>, now: number, seed = 20261122): Promise<WorldCounts> {
  const none = { companies: 0, jobTypes: 0, posts: 0, talents: 0, follows: 0, applications: 0, onboards: 0, recharges: 0, contracts: 0, payrolls: 0 };
  if (await k.selectFrom('company').select('id').limit(1).executeTakeFirst()) return none;
  const r = random(seed);
  const stamped = (back: number) => ({ created_at: now - back, updated_at: now - back });

  const names = new Set<string>();
  const companies: Array<Record<string, unknown> & { name: string; city: string; address: string; settlement: string }> = [];
  while (companies.length < WORLD.companies) {
    const [city, division, street] = r.pick(CITIES);
    const industry = r.pick(Object.keys(INDUSTRY_WORDS));
    const name = `${city}${r.pick(BRANDS)}${r.pick(INDUSTRY_WORDS[industry])}有限公司`;
    if (names.has(name)) continue;
    names.add(name);
    const body = `91${division}${Array.from({ length: 9 }, () => r.pick(CODE_CHARS.split(''))).join('')}`;
    companies.push({
      name, short_name: name.slice(city.length, city.length + 4), credit_code: body + creditCodeCheck(body), industry, city,
      address: `${street}${r.int(1, 999)}号`, contact_name: person(r), contact_mobile: mobile(r),
      status: r.pick(['1', '1', '1', '1', '0', '2']), settlement: r.pick(['1', '2', '3', '3', '3', '4']),
      service_fee: r.int(2, 12) * 5000, intro: `${name}位于${city}，长期招聘一线员工，提供稳定岗位。`, ...stamped(r.int(30, 365) * DAY),
    });
  }

  let jobTypes = 0;
  const typeIds = new Map<string, number>();
  for (const [index, [name, nature, floor]] of JOB_TYPES.entries()) {
    const found = await k.selectFrom('company_job_type').select('id').where('name', '=', name).executeTakeFirst();
    if (found) { typeIds.set(name, Number(found.id)); continue; }
    const { id } = await k.insertInto('company_job_type').values({ name, nature, salary_floor: floor * 100, sort: index, status: 1, remark: null, ...stamped(400 * DAY) })
      .returning('id').executeTakeFirstOrThrow();
    typeIds.set(name, Number(id));
    jobTypes++;
  }

  return k.transaction().execute(async (trx) => {
    const companyIds: Array<{ id: number; city: string; address: string; settlement: string }> = [];
    for (const c of companies) {
      const { id } = await trx.insertInto('company').values(c).returning('id').executeTakeFirstOrThrow();
      companyIds.push({ id: Number(id), city: c.city, address: c.address, settlement: c.settlement });
    }
    const posts: Array<{ id: number; company: number; pay: number; unit: string; open: boolean }> = [];
    for (let i = 0; i < WORLD.posts; i++) {
      const company = r.pick(companyIds);
      const [type, , floor] = r.pick(JOB_TYPES);
      const start = now - r.int(0, 60) * DAY;
      const monthly = company.settlement === '3';
      // In fen: ¥4,200.00 a month, ¥18.00 an hour, ¥150.00 a day.
      const payMin = 100 * (monthly ? Math.max(floor, r.int(42, 75) * 100) : company.settlement === '1' ? r.int(18, 30) : r.int(150, 260));
      const ageMin = r.pick([16, 18, 18, 20]);
      const status = r.pick(['1', '1', '1', '1', '0', '2', '3']);
      const { id } = await trx.insertInto('company_post').values({
        company_id: company.id, job_type_id: typeIds.get(type), title: r.next() < 0.3 ? `${type}（${r.pick(['长白班', '包吃住', '急招'])}）` : type,
        headcount: r.int(1, 20) * 5, pay_min: payMin, pay_max: Math.round(payMin * (1.2 + r.next() * 0.4) / 100) * 100, pay_unit: company.settlement,
        city: company.city, address: company.address, work_hours: r.pick(SHIFTS), gender: r.pick([0, 0, 1, 2]), age_min: ageMin, age_max: ageMin + r.int(20, 30),
        education: r.pick(['1', '2', '2', '3']), start_date: day(start), end_date: day(start + r.int(30, 120) * DAY),
        status, requirements: '身体健康，能适应倒班；无纹身；服从管理。', ...stamped(now - start),
      }).returning('id').executeTakeFirstOrThrow();
      posts.push({ id: Number(id), company: company.id, pay: payMin, unit: company.settlement, open: status !== '0' });
    }
    // Talents: a third in the pool, the rest with the recruiters (hr01 and anyone else holding HR).
    const recruiters = (await trx.selectFrom('sys_user as u').innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select('u.id').where('r.code', '=', 'HR').execute()).map((u) => Number(u.id));
    const taken = new Set((await trx.selectFrom('talent').select('mobile').execute()).map((t) => String(t.mobile)));
    const rows = [];
    for (let i = 0; rows.length < WORLD.talents; i++) {
      const number = mobile(r);
      if (taken.has(number)) continue;
      taken.add(number);
      const [city, division] = r.pick(CITIES);
      const born = new Date(Date.UTC(r.int(1970, 2005), r.int(0, 11), r.int(1, 28)));
      const gender = r.int(1, 2) as 1 | 2;
      const owned = recruiters.length > 0 && r.next() < 0.67;
      const created = r.int(0, 180) * DAY + r.int(0, DAY);
      rows.push({
        name: person(r, gender), gender, mobile: number, id_number: r.next() < 0.8 ? idNumber(r, division, born, gender) : null, education: r.pick(['1', '2', '2', '3', '3', '4']),
        city, job_type_id: typeIds.get(r.pick(JOB_TYPES)[0]) ?? null, expected_pay: r.int(40, 90) * 10_000, source: r.pick(['1', '1', '2', '3', '4', '5', '6', '7']),
        status: r.pick(['0', '0', '1', '1', '1', '4']), remark: null, owner_id: owned ? r.pick(recruiters) : null,
        // Owned within the last three weeks, so none is due back in the pool on the first day.
        owned_at: owned ? formatDateTime(now - Math.min(created, r.int(0, 20) * DAY + r.int(0, DAY))) : null, last_follow_at: null, ...stamped(created),
      });
    }
    for (let i = 0; i < rows.length; i += 100) await trx.insertInto('talent').values(rows.slice(i, i + 100)).execute();
    const talents = (await trx.selectFrom('talent').select(['id', 'owner_id', 'owned_at', 'name']).where('owner_id', 'is not', null).orderBy('id').execute())
      .map((t) => ({ id: Number(t.id), owner: Number(t.owner_id), since: new Date(String(t.owned_at).replace(' ', 'T')).getTime() }));

    // Follow-ups: most owned talents have one to three; the newest of some asks for a next time, a few already past.
    const follows = [];
    for (const talent of talents) {
      if (r.next() < 0.3) continue;
      let at = talent.since;
      const count = r.int(1, 3);
      for (let i = 0; i < count && at < now; i++) {
        at += r.int(1, 4) * DAY / 2;
        if (at > now) at = now - r.int(1, 3600) * 1000;
        const last = i === count - 1;
        follows.push({
          talent_id: talent.id, method: r.pick(['1', '1', '2', '3']), content: r.pick(FOLLOW_NOTES), owner_id: talent.owner,
          next_at: last && r.next() < 0.15 ? formatDateTime(now + r.int(-2, 6) * DAY + r.int(9, 17) * 3600_000 - (now % DAY)) : null, created_at: at, updated_at: at,
        });
      }
      const newest = follows[follows.length - 1];
      if (newest?.talent_id === talent.id) await trx.updateTable('talent').set({ last_follow_at: formatDateTime(newest.created_at), status: '1' }).where('id', '=', talent.id).execute();
    }
    for (let i = 0; i < follows.length; i += 100) await trx.insertInto('talent_follow').values(follows.slice(i, i + 100)).execute();

    // Applications by the talents' owners to open posts, in every state; 已入职 ones have their onboarding record.
    const open = posts.filter((p) => p.open);
    const applied = new Set<number>();
    let applications = 0;
    let onboards = 0;
    for (let i = 0; i < WORLD.applications && applied.size < talents.length; i++) {
      const talent = r.pick(talents);
      if (applied.has(talent.id)) { i--; continue; }
      applied.add(talent.id);
      const post = r.pick(open);
      const state = APPLY_STATES[i % APPLY_STATES.length];
      const at = talent.since + r.int(1, 5) * DAY;
      const stamp = { created_at: Math.min(at, now), updated_at: Math.min(at + DAY, now) };
      const interviewed = ['2', '3', '4', '5'].includes(state);
      const start = day(Math.min(at + r.int(3, 10) * DAY, now + 7 * DAY));
      await trx.insertInto('talent_apply').values({
        talent_id: talent.id, post_id: post.id, channel: r.pick(['1', '2', '3', '4', '5']), status: state, owner_id: talent.owner, remark: null,
        // In working hours, on the hour (09:00–17:00).
        interview_at: interviewed ? `${day(at + r.int(1, 3) * DAY)} ${String(r.int(9, 17)).padStart(2, '0')}:00:00` : null,
        interview_place: interviewed ? r.pick(INTERVIEW_PLACES) : null, start_date: state === '5' ? start : null, ...stamp,
      }).execute();
      applications++;
      if (state === '5') {
        // Some left since, never before they joined; one starting in the coming week is 待入职.
        const today = day(now);
        const leaving = r.next() < 0.2;
        const leftOn = leaving ? day(now - r.int(0, 5) * DAY) : '';
        const left = leaving && leftOn > start;
        await trx.insertInto('talent_onboard').values({
          talent_id: talent.id, company_id: post.company, post_id: post.id, start_date: start, leave_date: left ? leftOn : null,
          pay: post.pay, pay_unit: post.unit, status: left && leftOn <= today ? '1' : start > today ? '2' : '0', owner_id: talent.owner, ...stamp,
        }).execute();
        onboards++;
      }
      const talentStatus = state === '5' ? '3' : ['0', '1', '2', '3'].includes(state) ? '2' : null;
      if (talentStatus) await trx.updateTable('talent').set({ status: talentStatus }).where('id', '=', talent.id).execute();
    }
    const recharges = await seedRecharges(trx, r, now);
    const contracts = await seedContracts(trx, now);
    const payrolls = await seedPayrolls(trx, now);
    // In the world's own transaction: a start stopped part-way leaves no mark, and the next makes it.
    await trx.insertInto('sys_meta').values({ key: DEMO_MARK, value: 'done' }).onConflict((oc) => oc.column('key').doUpdateSet({ value: 'done' })).execute();
    return { companies: companies.length, jobTypes, posts: WORLD.posts, talents: rows.length, follows: follows.length, applications, onboards, recharges, contracts, payrolls };
  });
}

/**
 * The prepaid account's last weeks: top-ups recorded by one finance user and reviewed by the other
 * (four eyes), most credited through the ledger, one waiting, one rejected. Amounts in fen.
 */
async function seedRecharges(trx: Kysely<any>, r: Random, now: number): Promise<number> {
  const finance = await trx.selectFrom('sys_user').select(['id', 'username']).where('username', 'in', ['finance01', 'finance02']).orderBy('username').execute();
  if (finance.length < 2) return 0;
  const states = ['1', '1', '1', '1', '1', '2', '0'];
  for (const [i, status] of states.entries()) {
    const [by, reviewer] = i % 2 ? [finance[1], finance[0]] : [finance[0], finance[1]];
    const at = now - (states.length - i) * 4 * DAY - r.int(1, 8) * 60 * 60 * 1000;
    const amount = r.int(20, 120) * 10_000_00;
    const transfer = `HX${day(at).replaceAll('-', '')}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
    const reviewed = status === '0' ? {} : { reviewer_id: reviewer.id, reviewed_at: formatDateTime(at + 3 * 60 * 60 * 1000) };
    const { id } = await trx.insertInto('finance_recharge').values({
      amount, transfer_no: transfer, transfer_date: day(at), payer: '集团基本户（工商银行）', status, owner_id: by.id,
      review_note: status === '2' ? '回单金额与到账金额不符，请核对后重新登记' : null, ...reviewed, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    if (status === '1') await trx.insertInto('finance_ledger').values({ amount, kind: '1', recharge_id: id, note: transfer, created_at: at, updated_at: at }).execute();
  }
  return states.length;
}

/** The demo contract templates: a dispatch contract and a labour contract, with placeholders. */
const TEMPLATES = [
  { title: '劳务派遣劳动合同（标准版）', type: '2', body: '劳务派遣劳动合同\n\n合同编号：{{no}}\n甲方（劳务派遣单位）：上海快聘人力资源有限公司\n乙方（劳动者）：{{talent.name}}，身份证号：{{talent.id_number}}\n\n第一条 派遣期限\n本合同期限自 {{start_date}} 起至 {{end_date}} 止，其中试用期 {{probation_months}} 个月。\n\n第二条 用工单位与岗位\n甲方派遣乙方至 {{company.name}}（用工单位）从事 {{post.title}} 岗位工作。\n\n第三条 劳动报酬\n乙方月工资为人民币 {{salary}} 元，由甲方按月足额支付，不低于用工单位所在地最低工资标准。\n\n第四条 社会保险\n甲方依法为乙方缴纳社会保险。\n\n第五条 其他\n本合同以电子方式签署，与纸质合同具有同等法律效力（《中华人民共和国电子签名法》第十四条）。' },
  { title: '全日制劳动合同', type: '1', body: '劳动合同\n\n合同编号：{{no}}\n甲方：上海快聘人力资源有限公司\n乙方：{{talent.name}}，身份证号：{{talent.id_number}}\n\n一、合同期限：{{start_date}} 至 {{end_date}}，试用期 {{probation_months}} 个月。\n二、工作地点与岗位：{{company.name}}，{{post.title}}。\n三、劳动报酬：月工资 {{salary}} 元。\n四、本合同以电子方式签署。' },
];

/** A name written by hand, more or less: the signature of a demo contract signed already. */
function handSignature(name: string): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="140"><text x="20" y="100" font-family="Noto Sans SC" font-size="84" fill="#1a1a1a" transform="skewX(-14)">${name}</text></svg>`;
  return svgToPng(svg);
}

/**
 * Seals (drawn as the server draws them), two templates and hr01's contracts in several states —
 * numbered from the same counter new contracts take numbers from; one signed, with its PDF and SHA-256.
 */
async function seedContracts(trx: Kysely<any>, now: number): Promise<number> {
  const hr = await trx.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirst();
  if (!hr) return 0;
  const stamp = { created_at: now - 20 * DAY, updated_at: now - 20 * DAY };
  const seals = [
    { name: '快聘合同专用章', type: '2', company_name: '上海快聘人力资源有限公司', text: '合同专用章', serial: '3101150012345', color: '#E60012', shape: 'round', status: '1' },
    { name: '快聘人事专用章', type: '3', company_name: '上海快聘人力资源有限公司', text: '人事专用章', serial: '3101150067890', color: '#E60012', shape: 'oval', status: '1' },
  ];
  const sealIds: number[] = [];
  const sealImages: Buffer[] = [];
  for (const seal of seals) {
    const png = DRAWERS.seal(seal);
    const image = await storeFile(trx as never, { mime: 'image/png', bytes: png, createdBy: null, now: stamp.created_at, purpose: 'talents_seal.image' });
    sealIds.push(Number((await trx.insertInto('talents_seal').values({ ...seal, image, ...stamp }).returning('id').executeTakeFirstOrThrow()).id));
    sealImages.push(png);
  }
  const templateIds: number[] = [];
  for (const template of TEMPLATES) {
    templateIds.push(Number((await trx.insertInto('talents_contract_template').values({ ...template, seal_id: sealIds[0], status: '1', ...stamp }).returning('id').executeTakeFirstOrThrow()).id));
  }
  const onboards = await trx.selectFrom('talent_onboard as o').innerJoin('talent as t', 't.id', 'o.talent_id')
    .select(['o.talent_id', 'o.company_id', 'o.post_id', 'o.start_date', 't.name', 't.id_number', 't.mobile'])
    .where('o.owner_id', '=', hr.id).where('t.id_number', 'is not', null).orderBy('o.id').limit(5).execute();
  const year = formatDateTime(now).slice(0, 4);
  const states = ['3', '1', '0', '0', '5'];
  for (const [i, o] of onboards.entries()) {
    const no = `KP-${year}-${String(i + 1).padStart(6, '0')}`;
    const end = termEnd(String(o.start_date), 2);
    const contract: Record<string, unknown> = {
      no, user_id: o.talent_id, template_id: templateIds[0], type: '2', company_id: o.company_id, post_id: o.post_id, start_date: o.start_date, end_date: end,
      pay: 650_000 + i * 20_000, probation_months: 1, seal_id: sealIds[0], status: states[i] ?? '0', owner_id: hr.id,
      void_reason: states[i] === '5' ? '人才改签其他用工单位' : null, ...stamp,
    };
    if (contract.status === '3') {
      // Written out as the signing page writes it: the template filled with the whole ID number.
      const { title, text } = await filledContract(trx, contract, true);
      const signedAt = formatDateTime(now - 10 * DAY);
      const pdf = Buffer.from(await renderSignedContract({
        title, no, text, company: seals[0].company_name, talent: String(o.name), signedAt,
        documentId: `${no}-S1`, seal: { bytes: sealImages[0], mime: 'image/png' }, signature: handSignature(String(o.name)), method: '签署链接（经办人转交）+ 身份证号核验 + 手写签名',
      }));
      const url = await storeFile(trx as never, { mime: 'application/pdf', bytes: pdf, createdBy: null, now: now - 10 * DAY, purpose: 'talents_contract.pdf' });
      Object.assign(contract, { signed_at: signedAt, pdf: url, sha256: createHash('sha256').update(pdf).digest('hex') });
    }
    const { id } = await trx.insertInto('talents_contract').values(contract).returning('id').executeTakeFirstOrThrow();
    if (contract.status === '3') {
      await trx.insertInto('talents_contract_sign').values({
        contract_id: id, no, user_id: o.talent_id, mobile: o.mobile, delivery: '演示数据：已签署', expires_at: formatDateTime(now - 5 * DAY), status: '1',
        signed_at: contract.signed_at, pdf: contract.pdf, sha256: contract.sha256, owner_id: hr.id, ...stamp,
      }).execute();
    }
  }
  // New contracts are numbered after these.
  if (onboards.length) await trx.insertInto('sys_sequence').values({ name: `talents_contract.no:KP-${year}-`, value: onboards.length }).execute();
  return onboards.length;
}

/**
 * This month's payroll of the two companies with the most staff on it: the first paid (its debit in
 * the ledger), the second uploaded and waiting for review. Uploaded by finance01, reviewed by finance02.
 */
async function seedPayrolls(trx: Kysely<any>, now: number): Promise<number> {
  const finance = await trx.selectFrom('sys_user').select(['id', 'username']).where('username', 'in', ['finance01', 'finance02']).orderBy('username').execute();
  if (finance.length < 2) return 0;
  // This month's: the demo's onboarding records are all recent.
  const month = formatDateTime(now).slice(0, 7);
  const working = await coveringMonth(trx.selectFrom('talent_onboard as o').innerJoin('talent as t', 't.id', 'o.talent_id')
    .select(['o.company_id', 'o.pay', 't.id', 't.name', 't.id_number']).where('t.id_number', 'is not', null), month, 'o.').orderBy('o.id').execute();
  const byCompany = new Map<number, typeof working>();
  for (const w of working) byCompany.set(Number(w.company_id), [...(byCompany.get(Number(w.company_id)) ?? []), w]);
  const picked = [...byCompany].sort((a, b) => b[1].length - a[1].length).slice(0, 2);
  const at = now - 5 * DAY;
  for (const [i, [company, staff]] of picked.entries()) {
    const lines = staff.map((s, j) => {
      const gross = 500_000 + ((j * 37_100) % 300_000);
      const deductions = 30_000 + ((j * 7_300) % 40_000);
      return { name: s.name, id_number: s.id_number, gross, deductions, net: gross - deductions, talent_id: s.id };
    });
    const paid = i === 0;
    const total = (f: 'gross' | 'deductions' | 'net') => lines.reduce((sum, l) => sum + l[f], 0);
    const batch = {
      month, company_id: company, headcount: lines.length, total_gross: total('gross'), total_deductions: total('deductions'), total_net: total('net'),
      status: paid ? '2' : '0', owner_id: finance[0].id, ...(paid ? { reviewer_id: finance[1].id, reviewed_at: formatDateTime(at + 3_600_000), paid_by: finance[0].id, paid_at: formatDateTime(at + 7_200_000) } : {}),
      created_at: at, updated_at: at,
    };
    const { id } = await trx.insertInto('finance_salary').values(batch).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('finance_salary_row').values(lines.map((l) => ({ ...l, batch_id: id, created_at: at, updated_at: at }))).execute();
    if (paid) await debitPayroll(trx, { ...batch, id }, at + 7_200_000);
  }
  return picked.length;
}
