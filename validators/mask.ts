/**
 * How personal numbers show to those who may not read them (DOMAIN §2): the server masks, the
 * browser only displays. A value too short to mask is hidden whole.
 */
export const MASKS = {
  /** 13800138000 → 138****8000 */
  mobile: (value: string) => (value.length >= 7 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}` : '*'.repeat(value.length)),
  /** 11010519900307123X → 110***********123X */
  idcard: (value: string) => (value.length >= 8 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}` : '*'.repeat(value.length)),
} as const;

export type MaskName = keyof typeof MASKS;
export const MASK_NAMES = Object.keys(MASKS) as MaskName[];

/** `value` as those without the right to read it see it. */
export const maskValue = (mask: MaskName, value: string) => MASKS[mask](value);
