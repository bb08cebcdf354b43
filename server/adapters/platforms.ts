/** The external platforms the server talks to, each by its adapter: registered by the app, their 系统配置 keys listed by the config registry. */
import { DOUYIN_ADAPTER } from './douyin.ts';
import { type Adapter, SMS_ADAPTER } from './registry.ts';
import { VOICE_ADAPTER } from './voice.ts';
import { WECHAT_ADAPTER } from './wechat.ts';

export const PLATFORM_ADAPTERS: Adapter[] = [SMS_ADAPTER, WECHAT_ADAPTER, DOUYIN_ADAPTER, VOICE_ADAPTER];
