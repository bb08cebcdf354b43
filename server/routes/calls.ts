/**
 * The call centre's routes beside its schema screens: 拨打 from the call desk (双呼 through the
 * telephony provider — the talent's number read here, in the caller's data scope, never sent to the
 * browser), the state of one's own call, and the provider's call reports (public: signed with the
 * report secret), kept once per call_id whatever order they come in, the recording fetched and kept
 * as a private file of the record.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { rowScope } from '../services/data-scope.ts';
import { storeFile } from '../services/files.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { clickToDial, DEFAULT_RECORDING_HOSTS, VOICE_KEYS, voiceConfig } from '../adapters/voice.ts';
import { addressWithin, refuseNoise } from '../services/push-noise.ts';
import { fetchRemoteFile } from '../services/remote-fetch.ts';
import { sameDigest, sha256 } from '../services/digest.ts';
import { firstSight } from '../services/seen.ts';
import { configList } from '../services/settings.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { maskValue } from '../../validators/mask.ts';
import { applyRobotReport, type RobotReport } from '../services/robot-calls.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } as const;
/** The most one push may weigh (a report is a few hundred bytes; a push holds up to a few hundred). */
const MAX_REPORT_BYTES = 512 * 1024;
/** The most a recording may weigh. */
const MAX_RECORDING_BYTES = 50 * 1024 * 1024;
/** How long fetching one recording may take. */
const RECORDING_TIMEOUT_MS = 30_000;
/** How long a report once taken is remembered: Aliyun pushes again at 1, 5 and 10 minutes when it is not answered 200. */
const REPORT_MEMORY_MS = 24 * 60 * 60 * 1000;
/**
 * What Aliyun is answered for a push it delivered: HTTP 200 with a numeric code (all it checks;
 * anything else, or no answer within its time, and it pushes again).
 * https://help.aliyun.com/zh/vms/voicerecordreport-6 (响应说明)
 */
const TAKEN = { code: 0, msg: '成功' };
/** States a call ends in: a report never moves a call out of one. */
const FINAL = new Set(['answered', 'missed', 'failed']);
/** The provider's status codes for a call the talent did not pick up (busy, no answer, refused, off). */
const MISSED = new Set(['200002', '200003', '200004', '200005', '200010', '200011']);

/** Aliyun's call record message (VoiceReport, https://help.aliyun.com/zh/vms/voicereport-7) with the recording's address (VoiceRecordReport). */
export interface CallReport {
  call_id?: string; caller?: string; callee?: string; start_time?: string; end_time?: string; duration?: string | number;
  status_code?: string; hangup_direction?: string | number; out_id?: string; record_file?: string;
}

/** Who hung up: Aliyun's VoiceReport says 用户 (the person called) or 机器 (the platform); older pushes 0–2. */
const HANGUP: Record<string, string> = { 0: 'caller', 1: 'callee', 2: 'platform', 用户: 'callee', 机器: 'platform' };
const toTime = (text?: string) => (text && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? text : null);

/** One report onto its call record (by call_id, else by out_id: our record's id); answers the record id, or null for no call of ours. */
async function applyReport(app: FastifyInstance, db: Kysely<any>, report: CallReport): Promise<number | null> {
  if (!report.call_id) return null;
  const outId = report.out_id && /^[1-9]\d{0,15}$/.test(String(report.out_id)) ? Number(report.out_id) : undefined;
  const record = await db.selectFrom('call_record').select(['id', 'status', 'recording'])
    .where((eb) => eb.or([eb('call_id', '=', String(report.call_id)), ...(outId !== undefined ? [eb.and([eb('id', '=', outId), eb('call_id', 'like', 'pending-%')])] : [])]))
    .executeTakeFirst();
  if (!record) return null;
  const duration = Math.max(0, Math.floor(Number(report.duration ?? 0)) || 0);
  const status = duration > 0 ? 'answered' : MISSED.has(String(report.status_code)) ? 'missed' : report.status_code ? 'failed' : 'talking';
  // A final state stays: a late "talking" report never undoes a hang-up; the same report twice writes the same.
  if (FINAL.has(String(record.status)) && !FINAL.has(status)) return Number(record.id);
  await db.updateTable('call_record').set({
    call_id: String(report.call_id).slice(0, 64), status, duration, status_code: report.status_code ? String(report.status_code).slice(0, 16) : null,
    // A report without times keeps the ones the call has (its start was written when it was placed).
    ...(toTime(report.start_time) ? { started_at: toTime(report.start_time) } : {}), ...(toTime(report.end_time) ? { ended_at: toTime(report.end_time) } : {}),
    hangup: HANGUP[String(report.hangup_direction)] ?? null, updated_at: app.clock(),
  }).where('id', '=', record.id).execute();
  return Number(record.id);
}

/** The recording at the provider's address, kept as the record's private file (once); fetched only from the allowed hosts (services/remote-fetch.ts). */
async function keepRecording(app: FastifyInstance, id: number, url: string) {
  const row = await k(app).selectFrom('call_record').select('recording').where('id', '=', id).executeTakeFirst();
  if (!row || row.recording) return;
  const started = performance.now();
  const endpoint = (() => { try { const u = new URL(url); return `${u.host}${u.pathname}`; } catch { return url.slice(0, 80); } })();
  const log = (status: number | null, ok: boolean, message: string | null) => app.integrations.log.record({ kind: 'voice', action: '取回录音', method: 'GET', endpoint, status, code: null, ok, message, durationMs: performance.now() - started });
  const listed = await configList(k(app), VOICE_KEYS.recordingHosts);
  const hosts = listed.length ? listed : [DEFAULT_RECORDING_HOSTS];
  const got = await fetchRemoteFile(url, { hosts, maxBytes: MAX_RECORDING_BYTES, timeoutMs: RECORDING_TIMEOUT_MS, loopback: app.config.loopbackFetch });
  if (!got.ok) return log(got.status, false, `录音未取回：${got.message}`);
  const fine = /^audio\/(mpeg|mp4|wav|x-wav|ogg|aac)$/.test(got.mime) && got.bytes.length > 0;
  await log(got.status, fine, fine ? null : `录音不可用（${got.mime || '无类型'}，${got.bytes.length} 字节）`);
  if (!fine) return;
  try {
    const kept = await storeFile(app.db.kysely, { mime: got.mime === 'audio/x-wav' ? 'audio/wav' : got.mime, bytes: got.bytes, createdBy: null, now: app.clock(), purpose: 'call_record.recording' }, app.files);
    await k(app).updateTable('call_record').set({ recording: kept }).where('id', '=', id).where('recording', 'is', null).execute();
  } catch (error) {
    await log(null, false, `录音未能保存：${(error as Error).message}`);
  }
}

/**
 * A push from the provider: the secret in its path (Aliyun signs nothing, so what it can carry is
 * the address it was given), and, when `voice.reportAllowIps` lists addresses, the sender among
 * them. Answers the reports, or refuses (403, counted as noise: services/push-noise.ts).
 */
async function pushedReports(app: FastifyInstance, req: FastifyRequest<{ Params: { secret: string }; Body: string }>): Promise<unknown[]> {
  const config = await voiceConfig(app);
  const wanted = config?.reportSecret ?? '';
  if (!wanted || !sameDigest(String(req.params.secret ?? ''), wanted)) {
    return refuseNoise(app, req, 'voice', wanted ? '话单推送地址中的密钥不正确' : '未设置 voice.reportSecret，话单推送一律拒绝');
  }
  const allowed = await configList(k(app), VOICE_KEYS.reportAllowIps);
  if (allowed.length && !addressWithin(req.ip, allowed)) return refuseNoise(app, req, 'voice', `来源地址 ${req.ip} 不在 voice.reportAllowIps 中`);
  try {
    const parsed: unknown = JSON.parse(typeof req.body === 'string' ? req.body : '');
    if (Array.isArray(parsed)) return parsed.slice(0, 1000);
  } catch { /* said below */ }
  throw new ApiError('VALIDATION_FAILED', '话单格式不正确：应为 JSON 数组');
}

/**
 * Each report taken once, in its own transaction with the memory of it: a replay (the same report
 * again, by anyone) changes nothing and fetches nothing; a report whose work failed is not
 * remembered, so the provider's retry is taken.
 */
async function takeReports<R extends object>(app: FastifyInstance, kind: string, list: unknown[], apply: (db: Kysely<any>, report: R) => Promise<boolean>) {
  let kept = 0;
  for (const report of list) {
    if (typeof report !== 'object' || report === null || Array.isArray(report)) continue;
    const taken = await k(app).transaction().execute(async (trx) => {
      if (!(await firstSight(trx, kind, sha256(JSON.stringify(report)), app.clock(), REPORT_MEMORY_MS))) return false;
      return apply(trx, report as R);
    });
    if (taken) kept++;
  }
  return kept;
}

export async function callRoutes(app: FastifyInstance) {
  // The desk: whether calls can be placed, and the caller's own number as others see it.
  app.get('/app/call/desk', {
    config: { access: 'tools:call:query' },
    schema: {
      summary: '外呼工作台：能否拨打，以及自己的号码（打码）',
      'x-response': { type: 'object', required: ['configured', 'myNumber'], properties: { configured: { type: 'boolean' }, myNumber: { type: ['string', 'null'] } } },
    },
  }, async (req) => {
    const me = await k(app).selectFrom('sys_user').select('mobile').where('id', '=', req.auth!.userId).executeTakeFirst();
    return ok({ configured: Boolean(await voiceConfig(app)), myNumber: me?.mobile ? maskValue('mobile', String(me.mobile)) : null });
  });

  app.post<{ Body: { talent_id: number } }>('/app/call/dial', {
    config: { access: 'tools:call:call' },
    schema: {
      summary: '拨打电话（双呼：先打自己的手机，接通后再打人才）',
      body: { type: 'object', required: ['talent_id'], additionalProperties: false, properties: { talent_id: { type: 'integer', minimum: 1 } } },
      'x-response': { type: 'object', required: ['id', 'status'], properties: { id: { type: 'integer' }, status: { type: 'string', const: 'calling' } } },
    },
  }, async (req) => {
    const config = await voiceConfig(app);
    if (!config) throw new ApiError('VALIDATION_FAILED', '语音外呼还没有配置，不能拨打：请管理员在 系统管理 › 系统配置 中填写 voice.*');
    // The talent in the caller's scope (their own, or the pool's), read here with the whole number.
    const talents = app.engine.screens.get('talents/list')?.resource;
    if (!talents) throw new ApiError('NOT_FOUND', '人才库不可用');
    const talent = await talents.findInScope(req.body.talent_id, await rowScope(req)).catch(() => null);
    if (!talent) throw new ApiError('NOT_FOUND', '人才不存在，或不在你的数据范围内');
    if (!talent.mobile) throw new ApiError('VALIDATION_FAILED', '这位人才没有手机号');
    const me = await k(app).selectFrom('sys_user').select('mobile').where('id', '=', req.auth!.userId).executeTakeFirst();
    if (!me?.mobile) throw new ApiError('VALIDATION_FAILED', '你的个人资料里还没有手机号：双呼先打你的手机，请先在 个人中心 填写');
    const now = app.clock();
    // The record first (its id goes as OutId), then the call; a call the provider refused is said and not kept.
    const { id } = await k(app).insertInto('call_record').values({
      call_id: `pending-${now}-${Math.random().toString(36).slice(2, 10)}`, talent_id: Number(talent.id), callee: String(talent.mobile), caller: String(me.mobile),
      status: 'calling', duration: 0, source: 'manual', owner_id: req.auth!.userId, started_at: formatDateTime(now), created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const placed = await clickToDial(app, config, { caller: String(me.mobile), callee: String(talent.mobile), outId: String(id) });
    if (!placed.ok) {
      await k(app).deleteFrom('call_record').where('id', '=', id).execute();
      throw new ApiError('VALIDATION_FAILED', `拨打失败：${placed.message}`);
    }
    await k(app).updateTable('call_record').set({ call_id: placed.data.slice(0, 64) }).where('id', '=', id).where('call_id', 'like', 'pending-%').execute();
    await logOperation(k(app) as never, req, { type: OpType.ADD, resource: 'call_record', targetId: Number(id), summary: `拨打人才「${String(talent.name)}」` });
    return ok({ id: Number(id), status: 'calling' });
  });

  // One's own call as the reports have it (the desk polls it while the call lasts).
  app.get<{ Params: { id: string } }>('/app/call/state/:id', {
    config: { access: 'tools:call:query' },
    schema: {
      summary: '自己的一通电话的状态', params: idParams,
      'x-response': {
        type: 'object', required: ['id', 'talent_id', 'status', 'duration', 'started_at', 'ended_at'],
        properties: {
          id: { type: 'integer' }, talent_id: { type: 'integer' }, status: { type: 'string', description: '字典 call_status' }, duration: { type: 'integer', description: '通话秒数' },
          started_at: { type: ['string', 'null'] }, ended_at: { type: ['string', 'null'] },
        },
      },
    },
  }, async (req) => {
    const row = await k(app).selectFrom('call_record').select(['id', 'talent_id', 'status', 'duration', 'started_at', 'ended_at']).where('id', '=', Number(req.params.id)).where('owner_id', '=', req.auth!.userId).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', '通话不存在');
    return ok({ ...row, id: Number(row.id), talent_id: Number(row.talent_id), duration: Number(row.duration ?? 0) });
  });

  // The provider's pushes (JSON arrays, unsigned, the secret in the address): each report kept once, in any order.
  await app.register(async (reports) => {
    // Aliyun sends application/json (with or without a charset); the text is kept to be parsed here.
    reports.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_req, body, done) => done(null, body));
    const secretParams = { type: 'object', properties: { secret: { type: 'string', maxLength: 128 } } } as const;
    // The answer as the document declares it (outside the envelope: Aliyun reads a numeric code).
    const TAKEN_DOCUMENTED = { description: '阿里云要求的应答：HTTP 200 与数字 code', content: { 'application/json': { schema: { type: 'object', required: ['code', 'msg', 'received', 'kept'], properties: { code: { type: 'integer', const: 0 }, msg: { type: 'string' }, received: { type: 'integer', minimum: 0 }, kept: { type: 'integer', minimum: 0 } } } } } };
    const answer = (reply: FastifyReply, received: number, kept: number) => reply.type('application/json').send(JSON.stringify({ ...TAKEN, received, kept }));
    // The robot's reports: each call's grade, transcript and transfer.
    reports.post<{ Params: { secret: string }; Body: string }>('/voice/robot-report/:secret', { config: { access: 'public' }, schema: { summary: '语音平台推送机器人外呼的结果（地址中的密钥即凭据）', params: secretParams, 'x-bare-response': TAKEN_DOCUMENTED } }, async (req, reply) => {
      const list = await pushedReports(app, req);
      const kept = await takeReports<RobotReport>(app, 'voice.robot', list, (db, report) => applyRobotReport(app, report, db));
      return answer(reply, list.length, kept);
    });
    reports.post<{ Params: { secret: string }; Body: string }>('/voice/report/:secret', { config: { access: 'public' }, schema: { summary: '语音平台推送通话记录与录音地址（地址中的密钥即凭据）', params: secretParams, 'x-bare-response': TAKEN_DOCUMENTED } }, async (req, reply) => {
      const list = await pushedReports(app, req);
      const recordings: Array<[number, string]> = [];
      const kept = await takeReports<CallReport>(app, 'voice.report', list, async (db, report) => {
        const id = await applyReport(app, db, report);
        if (id !== null && report.record_file) recordings.push([id, String(report.record_file)]);
        return id !== null;
      });
      // Answered first (Aliyun waits 700 ms at most); the recordings are fetched afterwards.
      setImmediate(() => { for (const [id, url] of recordings) void keepRecording(app, id, url); });
      return answer(reply, list.length, kept);
    });
  });
}
