import { isIdCard } from './idcard.ts';
import { isExternalLink, isHexColor, isMobile } from './patterns.ts';

export interface Format {
  validate: (value: string) => boolean;
  /** Shown by the form and returned by the server: the same words for the same rule. */
  message: string;
}

/**
 * The string formats a schema may name in `"format"`. The console registers them as
 * Formily formats and the server as ajv formats, both from this one table.
 */
export const FORMATS = {
  idcard: { validate: (v: string) => isIdCard(v), message: '请输入正确的18位身份证号码' },
  mobile: { validate: isMobile, message: '请输入正确的11位手机号码' },
  hexColor: { validate: isHexColor, message: '请输入有效的16位十六进制颜色' },
  externalUrl: { validate: isExternalLink, message: '请输入以 http、https、mailto 或 tel 开头的链接' },
} satisfies Record<string, Format>;

export type FormatName = keyof typeof FORMATS;
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];
