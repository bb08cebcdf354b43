/** A key of 系统配置 the product reads: what it means, its type, its default, and what it takes. */
export interface ConfigKey {
  key: string;
  title: string;
  /** Its meaning in English (the console in English shows it). */
  titleEn: string;
  type: 'integer' | 'text' | 'secret' | 'url';
  /** The value used while the key is unset (as text; '' for none). */
  default: string;
  /** What a value looks like, for a key with no default (shown as the field's placeholder). */
  example?: string;
  min?: number;
  max?: number;
  /** Where it is read: a screen's component path, or the server's own feature. */
  source: string;
}
