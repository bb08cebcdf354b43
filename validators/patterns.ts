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
