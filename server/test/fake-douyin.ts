/**
 * A local fake of the short-video platform's open API for tests (server and Playwright): the
 * third-party token flow (component token from the pushed ticket; authorizer token from an
 * authorization code, then from its refresh token — a refresh token works once, the newest two
 * access tokens work) and one mini-program's version lifecycle — upload → audit → approve or reject
 * → release → rollback once — answering out-of-order requests with the platform's codes.
 *
 * The shapes are the platform's documents', not ours: the version info as the open platform's
 * sample gives it (current.rollback.{can_rollback,last_version}; audit.approved_apps and
 * reason_detail by host app name — the response sample of the SKIT.FlurlHttpClient.ByteDance SDK,
 * OpenAppsPackageVersionGetVersionsV1Response.json), the audit hosts from get_audit_hosts
 * (data.host_names), an audit only to those hosts (提审代码v2: "依赖获取可选审核宿主端列表接口"),
 * url_link/generate needing app_name and a JSON query ("若无请填{}"), every /api/apps call needing
 * `content-type: application/json` (GETs too: "固定值 application/json"), the OAuth token calls
 * taking forms, the v2 component token answering its errors as {errno, message}. Where a document
 * names no code for a refusal (a missing content type or parameter), the fake's code is its own.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { SeenRequest } from './contract.ts';
import type { AuditVersion, CurrentVersion, LatestVersion } from '../../validators/miniapp-versions.ts';

export interface FakeDouyin {
  url: string;
  /** Paths called, in order. */
  calls: string[];
  /** Every request as it came: method, path, content type, the query's and the body's keys (a contract test reads them). */
  requests: SeenRequest[];
  /** How many tokens of each kind were issued. */
  issued: { component: number; authorizer: number };
  /** The ticket the fake expects (set by a test before it pushes it). */
  ticket: string;
  state: { latest: LatestVersion | null; audit: AuditVersion | null; current: CurrentVersion | null; audits: number[]; rollbacks: number };
  /** Audit bodies received. */
  audits: Array<{ host_names: string[]; audit_note?: string }>;
  /** The host apps get_audit_hosts answers (the mini-program's, as the platform has them). */
  auditHosts: string[];
  /** The platform's clock (a test's clock where the server under test runs on one). */
  now: () => number;
  /** A Douyin account's videos and their comments (replies with parent_comment_id, at any depth). */
  videos: Array<{ item_id: string; title: string; cover: string; create_time: number; statistics: Record<string, number> }>;
  comments: Array<{ comment_id: string; item_id: string; parent_comment_id?: string; content: string; create_time: number; top: boolean }>;
  /**
   * Card templates on the platform, by id (status 0 待审核, 1 通过, 2 不通过): 留资卡片 (`retain`:
   * title, media_id, components) and 小程序卡片模板 (`applet`: card_type, title, content, media_id, app_id).
   */
  cards: Map<string, { kind: 'retain' | 'applet'; open_id?: string; title: string; media_id: string; components?: number[]; content?: string; app_id?: string; card_type?: number; status: number; reject_reasons?: string }>;
  /** 素材 uploaded (/enterprise/media/upload): media_id → the bytes' size and the uploading account. */
  media: Map<string, { size: number; open_id: string }>;
  /** Replies and pins the console sent. */
  sent: Array<{ path: string; body: Record<string, unknown> }>;
  /** URL link requests received. */
  links: Array<{ app_id: string; app_name: string; path: string; query: string; expire_time: number }>;
  upload(version: string): void;
  approve(): void;
  reject(reason: string): void;
  /** The next audit is refused as too frequent (11301). */
  tooFrequent: boolean;
  /** Every mini-program call is refused: the app did not grant the permission (40020). */
  denied: boolean;
  /** Forgets the access tokens issued (they expired on the platform's side). */
  expireTokens(): void;
  close(): Promise<void>;
}

/** The host apps' names as the version info gives them (approved_apps, reason_detail keys). */
const HOST_NAMES: Record<string, string> = { douyin: '抖音', toutiao: '今日头条', tt_lite: '今日头条lite', douyin_lite: '抖音极速版', xigua: '西瓜视频', huoshan: '抖音火山版' };

const QR = sharp({ create: { width: 120, height: 120, channels: 3, background: '#000000' } }).png().toBuffer();

export async function startFakeDouyin(): Promise<FakeDouyin> {
  let components = new Set<string>();
  let authorizers: string[] = [];
  let refresh = '';
  let users: string[] = [];
  let userRefresh = '';
  const fake: FakeDouyin = {
    url: '', calls: [], requests: [], issued: { component: 0, authorizer: 0 }, ticket: 'TICKET-1',
    state: { latest: null, audit: null, current: null, audits: [], rollbacks: 0 }, audits: [], auditHosts: ['douyin', 'toutiao', 'tt_lite'], links: [], tooFrequent: false, denied: false, now: () => Date.now(), videos: [], comments: [], sent: [], cards: new Map(), media: new Map(),
    upload: (version) => { fake.state.latest = { version, summary: `版本 ${version}`, ctime: 1764000000 }; },
    approve: () => { if (fake.state.audit) fake.state.audit = { ...fake.state.audit, status: 1, approved_apps: (fake.audits.at(-1)?.host_names ?? []).map((h) => HOST_NAMES[h] ?? h) }; },
    reject: (reason) => {
      if (!fake.state.audit) return;
      const hosts = (fake.audits.at(-1)?.host_names ?? []).map((h) => HOST_NAMES[h] ?? h);
      fake.state.audit = { ...fake.state.audit, status: 2, approved_apps: [], reason: hosts.map((h) => `${h}: ${reason}`).join(';'), reason_detail: Object.fromEntries(hosts.map((h) => [h, [reason]])) };
    },
    expireTokens: () => { components = new Set(); authorizers = []; users = []; },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url!, 'http://x');
      fake.calls.push(url.pathname);
      const text = Buffer.concat(chunks).toString();
      const type = String(req.headers['content-type'] ?? '').split(';')[0].trim();
      const form = type === 'application/x-www-form-urlencoded';
      // A multipart upload (素材上传) is read for its part names alone.
      const multipart = type === 'multipart/form-data';
      const body = !text ? {} : form ? Object.fromEntries(new URLSearchParams(text)) : multipart ? Object.fromEntries([...text.matchAll(/name="([^"]+)"/g)].map((m) => [m[1], true])) : JSON.parse(text);
      fake.requests.push({ method: req.method!, path: url.pathname, type, query: [...new Set(url.searchParams.keys())], body: Object.keys(body) });
      const send = (json: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ log_id: 'LOG', ...json }));
      const fail = (errNo: number, errMsg: string) => send({ err_no: errNo, err_msg: errMsg });
      const done = (data: object = {}) => send({ err_no: 0, err_msg: '', data });
      const header = String(req.headers['access-token'] ?? '');
      if (url.pathname === '/openapi/v2/auth/tp/token/') {
        // The v2 token call answers its errors as {errno, message}.
        if (url.searchParams.get('component_ticket') !== fake.ticket) return send({ errno: 28001016, message: 'invalid component ticket' });
        const token = `COMP-${++fake.issued.component}`;
        components.add(token);
        // Slow enough that a second process asks while the first waits.
        await new Promise((r) => setTimeout(r, 100));
        return done({ component_access_token: token, expires_in: 7200 });
      }
      if (url.pathname === '/api/tpapp/v2/auth/retrieve_auth_code/') {
        if (!components.has(header)) return fail(28001008, 'access token expired');
        return done({ authorization_code: `CODE-${body.authorization_appid}` });
      }
      if (url.pathname === '/api/tpapp/v2/auth/get_auth_token/') {
        if (!components.has(header)) return fail(28001008, 'access token expired');
        const grant = url.searchParams.get('grant_type');
        if (grant === 'app_to_tp_refresh_token' && url.searchParams.get('authorizer_refresh_token') !== refresh) return fail(28001018, 'refresh token invalid');
        if (grant === 'app_to_tp_authorization_code' && !url.searchParams.get('authorization_code')?.startsWith('CODE-')) return fail(28001019, 'authorization code invalid');
        await new Promise((r) => setTimeout(r, 100));
        const token = `AUTH-${++fake.issued.authorizer}`;
        // Only the newest two access tokens work; a refresh token works once.
        authorizers = [...authorizers, token].slice(-2);
        refresh = `REFRESH-${fake.issued.authorizer}`;
        return done({ authorizer_access_token: token, expires_in: 7200, authorizer_refresh_token: refresh, refresh_expires_in: 2_592_000 });
      }
      // A Douyin account's authorization (OAuth): its answers say their error in data.error_code.
      if (url.pathname === '/oauth/access_token/' || url.pathname === '/oauth/refresh_token/') {
        // A form, as the document says; JSON is not read.
        if (!form) return send({ data: { error_code: 10002, description: 'content-type must be application/x-www-form-urlencoded' }, message: 'error' });
        const ok = url.pathname === '/oauth/access_token/' ? String(body.code ?? '').startsWith('USER-') : body.refresh_token === userRefresh;
        if (!ok) return send({ data: { error_code: 10007, description: 'code or refresh_token invalid' }, message: 'error' });
        const token = `USERTOKEN-${++fake.issued.authorizer}`;
        users = [...users, token].slice(-2);
        userRefresh = `USERREFRESH-${fake.issued.authorizer}`;
        return send({ data: { error_code: 0, access_token: token, expires_in: 1_296_000, open_id: 'open-kp-1', refresh_token: userRefresh, refresh_expires_in: 2_592_000 }, message: 'success' });
      }
      // The user-token (企业号) card and 素材 APIs answer {data: {error_code, description, …}, extra: {…}},
      // some with their result beside data (留资卡片's card_id, cards) — the SDK's samples
      // (IMSaveRetainConsultCardResponse.json, IMGetRetainConsultCardResponse.json,
      // DouyinIMSetAppletTemplateV1Response.json, DouyinIMGetAppletTemplateV1Response.json,
      // EnterpriseMediaUploadResponse.json). An expired token is 2190008 (the user-token error page).
      const extra = (code = 0, description = '') => ({ error_code: code, description, sub_error_code: 0, sub_description: '', logid: 'LOG', now: Math.floor(fake.now() / 1000) });
      const answer = (json: object = {}, data: object = {}) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...json, data: { error_code: 0, description: '', ...data }, extra: extra() }));
      const refuse = (code: number, description: string) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { error_code: code, description }, extra: extra(code, description) }));
      const CARD_PATHS = ['/enterprise/media/upload', '/im/save/retain_consult_card/', '/im/get/retain_consult_card/', '/im/del/retain_consult_card/', '/api/douyin/v1/im/set_applet_template/', '/api/douyin/v1/im/get_applet_template/', '/api/douyin/v1/im/del_applet_template/'];
      if (CARD_PATHS.includes(url.pathname)) {
        // 素材上传 takes its token in the query (access_token), the others in the access-token header.
        const token = url.pathname === '/enterprise/media/upload' ? String(url.searchParams.get('access_token') ?? '') : header;
        if (!users.includes(token)) return refuse(2190008, 'access_token过期,请刷新或重新授权');
        // (The fake's own code for a request the document would refuse: a missing parameter or a wrong content type.)
        const bad = (what: string) => refuse(40001, `invalid params: ${what}`);
        const openId = url.searchParams.get('open_id') ?? '';
        switch (url.pathname) {
          case '/enterprise/media/upload': {
            if (!multipart || !body.media || !openId) return bad('media');
            const id = `@media-${fake.media.size + 1}`;
            fake.media.set(id, { size: text.length, open_id: openId });
            return answer({}, { media: { media_id: id, url_list: [`https://p3.douyinpic.com/${id.slice(1)}.jpeg`] } });
          }
          case '/im/save/retain_consult_card/': {
            if (type !== 'application/json' || !openId) return bad('open_id');
            const components = body.components as unknown;
            if (!body.title || !fake.media.has(String(body.media_id)) || !Array.isArray(components) || !components.length || !components.every((c) => Number.isInteger(c))) return bad('title, media_id, components');
            const id = body.card_id && fake.cards.has(String(body.card_id)) ? String(body.card_id) : `@retain-${fake.cards.size + 1}`;
            fake.cards.set(id, { kind: 'retain', open_id: openId, title: String(body.title), media_id: String(body.media_id), components: components as number[], status: 0 });
            return answer({ card_id: id });
          }
          case '/im/get/retain_consult_card/': {
            if (type !== 'application/json' || !openId) return bad('open_id');
            const cards = [...fake.cards].filter(([, c]) => c.kind === 'retain' && c.open_id === openId).map(([card_id, c]) => ({ card_id, title: c.title, media_id: c.media_id, components: c.components, status: c.status }));
            return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ extra: extra(), cards }));
          }
          case '/im/del/retain_consult_card/': {
            const id = url.searchParams.get('card_id') ?? '';
            if (!openId || !id) return bad('open_id, card_id');
            if (fake.cards.get(id)?.kind !== 'retain' || !fake.cards.delete(id)) return refuse(40002, 'card not exist');
            return answer();
          }
          case '/api/douyin/v1/im/set_applet_template/': {
            if (type !== 'application/json') return bad('content-type');
            if (!body.title || !body.content || !fake.media.has(String(body.media_id)) || !body.app_id || !Number.isInteger(body.card_type)) return bad('title, content, media_id, app_id, card_type');
            const id = body.card_template_id && fake.cards.has(String(body.card_template_id)) ? String(body.card_template_id) : `@applet-${fake.cards.size + 1}`;
            fake.cards.set(id, { kind: 'applet', title: String(body.title), content: String(body.content), media_id: String(body.media_id), app_id: String(body.app_id), card_type: Number(body.card_type), status: 0 });
            return answer({}, { card_template_id: id });
          }
          case '/api/douyin/v1/im/get_applet_template/': {
            if (type !== 'application/json') return bad('content-type');
            const all = [...fake.cards].filter(([, c]) => c.kind === 'applet').map(([card_template_id, c]) => ({
              status: c.status, title: c.title, content: c.content, card_template_id, card_type: c.card_type, media_id: c.media_id, name: '小程序', app_icon_url: 'https://p3-developer-sign.bytemaimg.com/icon.jpeg',
              create_time: 1764000000, update_time: 1764000000, ...(c.reject_reasons ? { reject_reasons: c.reject_reasons } : {}),
            }));
            const cursor = Number(body.cursor ?? 0);
            const count = Number(body.count ?? 20);
            return answer({}, { list: all.slice(cursor, cursor + count), cursor: Math.min(all.length, cursor + count), has_more: cursor + count < all.length });
          }
          case '/api/douyin/v1/im/del_applet_template/': {
            const id = url.searchParams.get('card_template_id') ?? '';
            if (!id) return bad('card_template_id');
            if (fake.cards.get(id)?.kind !== 'applet' || !fake.cards.delete(id)) return refuse(40002, 'card template not exist');
            return answer();
          }
        }
      }
      if (url.pathname.startsWith('/api/douyin/') || url.pathname.startsWith('/item/')) {
        if (!users.includes(header)) return fail(28001008, 'access token expired');
        const cursor = Number(url.searchParams.get('cursor') ?? 0);
        const count = Number(url.searchParams.get('count') ?? 20);
        const page = <T>(all: T[]) => done({ list: all.slice(cursor, cursor + count), cursor: Math.min(all.length, cursor + count), has_more: cursor + count < all.length });
        const item = url.searchParams.get('item_id') ?? body.item_id;
        const shape = (c: FakeDouyin['comments'][number]) => ({
          comment_id: c.comment_id, parent_comment_id: c.parent_comment_id, comment_user_id: 'fan', content: c.content, create_time: c.create_time, digg_count: 0, top: c.top,
          reply_comment_total: fake.comments.filter((r) => r.parent_comment_id === c.comment_id).length,
        });
        switch (url.pathname) {
          case '/api/douyin/v1/video/video_list/': return page(fake.videos);
          case '/item/comment/list/': return page(fake.comments.filter((c) => c.item_id === item && !c.parent_comment_id).map(shape));
          case '/item/comment/reply/list/': {
            // Every reply in the thread under this comment, whatever its depth.
            const under = (id: string): FakeDouyin['comments'] => fake.comments.filter((c) => c.parent_comment_id === id).flatMap((c) => [c, ...under(c.comment_id)]);
            return page(under(String(url.searchParams.get('comment_id'))).map(shape));
          }
          case '/item/comment/reply/': {
            if (!fake.comments.some((c) => c.comment_id === body.comment_id)) return fail(2190015, 'comment not found');
            fake.sent.push({ path: url.pathname, body });
            const reply = { comment_id: `r${fake.comments.length + 1}`, item_id: String(body.item_id), parent_comment_id: String(body.comment_id), content: String(body.content), create_time: 1764000500, top: false };
            fake.comments.push(reply);
            return done({ comment_id: reply.comment_id });
          }
          case '/item/comment/top/': {
            const target = fake.comments.find((c) => c.comment_id === body.comment_id);
            if (!target) return fail(2190015, 'comment not found');
            fake.sent.push({ path: url.pathname, body });
            target.top = Boolean(body.top);
            return done();
          }
          default: return fail(40004, 'unknown');
        }
      }
      if (!authorizers.includes(header)) return fail(28001008, 'access token expired');
      if (url.pathname.startsWith('/api/apps/') && type !== 'application/json') return fail(2190002, 'content-type must be application/json');
      if (fake.denied) return fail(40020, 'no permission');
      const { state } = fake;
      switch (url.pathname) {
        case '/api/apps/v1/package_version/versions/':
          return done({ latest: state.latest, audit: state.audit, current: state.current });
        case '/api/apps/v1/package_version/get_audit_hosts/':
          return done({ host_names: fake.auditHosts, released_host_names: state.current ? fake.auditHosts : [] });
        case '/api/apps/v2/package_version/audit/': {
          if (fake.tooFrequent) { fake.tooFrequent = false; return fail(11301, 'audit too frequently'); }
          if (!state.latest) return fail(11302, 'no version');
          if (state.audit?.status === 0) return fail(11303, 'already in audit');
          if (!Array.isArray(body.host_names) || !body.host_names.length || body.host_names.some((h: string) => !fake.auditHosts.includes(h))) return fail(2190002, 'host_names invalid');
          fake.audits.push(body);
          state.audit = { version: state.latest.version, status: 0, ctime: 1764000100, approved_apps: [] };
          return done();
        }
        case '/api/apps/v1/package_version/revoke_audit/':
          if (state.audit?.status !== 0) return fail(11304, 'no audit to revoke');
          state.audit = { ...state.audit, status: 3 };
          return done();
        case '/api/apps/v1/package_version/release/':
          if (!state.audit) return fail(11402, 'audit version not found');
          if (state.audit.status === 0) return fail(11403, 'in audit');
          if (state.audit.status !== 1) return fail(11404, 'audit not passed');
          state.current = { version: state.audit.version, ctime: 1764000200, approved_apps: state.audit.approved_apps ?? [], not_approved_apps: [], rollback: { can_rollback: Boolean(state.current), last_version: state.current?.version ?? '' } };
          return done();
        case '/api/apps/v1/package_version/rollback/':
          if (!state.current?.rollback?.can_rollback || !state.current.rollback.last_version) return fail(11502, 'no version to roll back to');
          state.rollbacks++;
          state.current = { ...state.current, version: state.current.rollback.last_version, ctime: 1764000300, rollback: { can_rollback: false, last_version: '' } };
          return done();
        case '/api/apps/v1/url_link/generate/': {
          // At most 180 days ahead, as the platform allows.
          const now = fake.now() / 1000;
          if (!(body.expire_time > now && body.expire_time <= now + 180 * 86400 + 60)) return fail(2190008, 'expire_time invalid');
          if (!/^[A-Za-z0-9_]/.test(String(body.path ?? ''))) return fail(2190009, 'path invalid');
          // app_name is required (douyin, douyinlite); query is JSON, "{}" when there is none.
          if (!['douyin', 'douyinlite'].includes(String(body.app_name))) return fail(2190002, 'app_name invalid');
          try { if (typeof JSON.parse(String(body.query)) !== 'object') throw new Error('not an object'); } catch { return fail(2190002, 'query must be a JSON object'); }
          fake.links.push(body);
          return done({ url_link: `https://z.douyin.com/link${fake.links.length}x${String(body.path).length}` });
        }
        case '/api/apps/v2/basic_info/get_qr_code/':
          if (body.version === 'audit' && !state.audit) return fail(11601, 'no audit version');
          return res.writeHead(200, { 'content-type': 'image/png' }).end(await QR);
        default:
          return fail(40004, 'unknown');
      }
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
