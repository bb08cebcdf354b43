/** Mainland mobile number: 11 digits, 1 then 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/** A hex colour written #RRGGBB. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** An external link: http, https, mailto or tel. */
export function isExternalLink(value: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(value);
}

/** A password: 8 to 64 characters with a letter and a digit — one rule for add, reset and change. */
export const PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d).{8,64}$';
export const PASSWORD_RULE_TEXT = '密码至少 8 位，须同时包含字母和数字';
export function isStrongPassword(value: string): boolean {
  return new RegExp(PASSWORD_PATTERN).test(value);
}
