/**
 * The call centre's routes beside its schema screens: 拨打 from the call desk (双呼 through the
 * telephony provider — the talent's number read here, in the caller's data scope, never sent to the
 * browser), the state of one's own call, and the provider's call reports (public: signed with the
 * report secret), kept once per call_id whatever order they come in, the recording fetched and kept
 * as a private file of the record.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { rowScope } from '../services/data-scope.ts';
import { storeFile } from '../services/files.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { clickToDial, voiceConfig } from '../adapters/voice.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { maskValue } from '../../validators/mask.ts';
import { applyRobotReport, type RobotReport } from '../services/robot-calls.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } as const;
export const REPORT_PATH = '/v1/api/voice/report';
/** The header the provider signs a report with: hex HMAC-SHA256 of the body with the report secret. */
export const SIGNATURE_HEADER = 'x-voice-signature';
/** The most one push may weigh (a report is a few hundred bytes; a push holds up to a few hundred). */
const MAX_REPORT_BYTES = 512 * 1024;
/** The most a recording may weigh. */
const MAX_RECORDING_BYTES = 50 * 1024 * 1024;
/** States a call ends in: a report never moves a call out of one. */
const FINAL = new Set(['answered', 'missed', 'failed']);
/** The provider's status codes for a call the talent did not pick up (busy, no answer, refused, off). */
const MISSED = new Set(['200002', '200003', '200004', '200005', '200010', '200011']);

export interface CallReport {
  call_id?: string; caller?: string; callee?: string; start_time?: string; end_time?: string; duration?: string | number;
  status_code?: string; hangup_direction?: string | number; out_id?: string; record_file?: string;
}

export const reportSignature = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');
const HANGUP: Record<string, string> = { 0: 'caller', 1: 'callee', 2: 'platform' };
const toTime = (text?: string) => (text && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? text : null);

/** One report onto its call record (by call_id, else by out_id: our record's id); answers the record id, or null for no call of ours. */
async function applyReport(app: FastifyInstance, report: CallReport): Promise<number | null> {
  if (!report.call_id) return null;
  const record = await k(app).selectFrom('call_record').select(['id', 'status', 'recording']).where('call_id', '=', String(report.call_id)).executeTakeFirst()
    ?? (report.out_id && /^[1-9]\d{0,15}$/.test(report.out_id) ? await k(app).selectFrom('call_record').select(['id', 'status', 'recording']).where('id', '=', Number(report.out_id)).where('call_id', 'like', 'pending-%').executeTakeFirst() : undefined);
  if (!record) return null;
  const duration = Math.max(0, Math.floor(Number(report.duration ?? 0)) || 0);
  const status = duration > 0 ? 'answered' : MISSED.has(String(report.status_code)) ? 'missed' : report.status_code ? 'failed' : 'talking';
  // A final state stays: a late "talking" report never undoes a hang-up; the same report twice writes the same.
  if (FINAL.has(String(record.status)) && !FINAL.has(status)) return Number(record.id);
  await k(app).updateTable('call_record').set({
    call_id: String(report.call_id).slice(0, 64), status, duration, status_code: report.status_code ? String(report.status_code).slice(0, 16) : null,
    // A report without times keeps the ones the call has (its start was written when it was placed).
    ...(toTime(report.start_time) ? { started_at: toTime(report.start_time) } : {}), ...(toTime(report.end_time) ? { ended_at: toTime(report.end_time) } : {}),
    hangup: HANGUP[String(report.hangup_direction)] ?? null, updated_at: app.clock(),
  }).where('id', '=', record.id).execute();
  return Number(record.id);
}

/** The recording at the provider's address, kept as the record's private file (once). */
async function keepRecording(app: FastifyInstance, id: number, url: string) {
  const row = await k(app).selectFrom('call_record').select('recording').where('id', '=', id).executeTakeFirst();
  if (!row || row.recording || !/^https?:\/\//.test(url)) return;
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    const mime = (res.headers.get('content-type') ?? '').split(';')[0];
    const bytes = Buffer.from(await res.arrayBuffer());
    const fine = res.ok && /^audio\/(mpeg|mp4|wav|x-wav|ogg|aac)$/.test(mime) && bytes.length > 0 && bytes.length <= MAX_RECORDING_BYTES;
    await app.integrations.log.record({ kind: 'voice', action: '取回录音', method: 'GET', endpoint: new URL(url).pathname, status: res.status, code: null, ok: fine, message: fine ? null : `录音不可用（${mime || '无类型'}，${bytes.length} 字节）`, durationMs: performance.now() - started });
    if (!fine) return;
    const kept = await storeFile(app.db.kysely, { mime: mime === 'audio/x-wav' ? 'audio/wav' : mime, bytes, createdBy: null, now: app.clock(), purpose: 'call_record.recording' }, app.files);
    await k(app).updateTable('call_record').set({ recording: kept }).where('id', '=', id).where('recording', 'is', null).execute();
  } catch (error) {
    await app.integrations.log.record({ kind: 'voice', action: '取回录音', method: 'GET', endpoint: new URL(url).pathname, status: null, code: null, ok: false, message: `录音取回失败：${(error as Error).message}`, durationMs: performance.now() - started });
  }
}

export async function callRoutes(app: FastifyInstance) {
  /** A push's reports, once its signature is the report secret's (else refused, and logged). */
  const signedReports = async (req: FastifyRequest<{ Body: string }>): Promise<unknown[]> => {
    const config = await voiceConfig(app);
    const body = typeof req.body === 'string' ? req.body : '';
    const given = String(req.headers[SIGNATURE_HEADER] ?? '');
    const wanted = config?.reportSecret ? reportSignature(config.reportSecret, body) : '';
    if (!wanted || given.length !== wanted.length || !timingSafeEqual(Buffer.from(given), Buffer.from(wanted))) {
      // Logged when there is a secret to check against: with none the door is simply shut.
      if (wanted) await app.integrations.log.refusePush('voice', '话单签名不正确', 'POST', req.url.split('?')[0], '签名不正确');
      throw new ApiError('FORBIDDEN', '签名不正确');
    }
    try {
      const parsed: unknown = JSON.parse(body);
      if (Array.isArray(parsed)) return parsed;
    } catch { /* said below */ }
    throw new ApiError('VALIDATION_FAILED', '话单格式不正确：应为 JSON 数组');
  };

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

  // The provider's call reports: a JSON array, signed; each kept once by call_id, in any order.
  await app.register(async (reports) => {
    reports.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_req, body, done) => done(null, body));
    // The robot's reports: the same signature, each call's grade, transcript and transfer.
    reports.post<{ Body: string }>('/voice/robot-report', { config: { access: 'public' }, schema: { summary: '语音平台推送机器人外呼的结果（签名即凭据）' } }, async (req) => {
      const list = await signedReports(req) as RobotReport[];
      let kept = 0;
      for (const report of list.slice(0, 1000)) if (typeof report === 'object' && report !== null && await applyRobotReport(app, report)) kept++;
      return ok({ received: list.length, kept });
    });
    reports.post<{ Body: string }>('/voice/report', { config: { access: 'public' }, schema: { summary: '语音平台推送通话记录（签名即凭据）' } }, async (req) => {
      const list = await signedReports(req) as CallReport[];
      let kept = 0;
      for (const report of list.slice(0, 1000)) {
        if (typeof report !== 'object' || report === null) continue;
        const id = await applyReport(app, report);
        if (id === null) continue;
        kept++;
        if (report.record_file) void keepRecording(app, id, String(report.record_file));
      }
      return ok({ received: list.length, kept });
    });
  });
}
