// GB 32100-2015: the unified social credit code (统一社会信用代码) of a company or organisation.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * 18 characters from the standard's 31 (digits and capitals without I, O, S, V, Z): the
 * registration authority and organisation type, a 6-digit administrative division, the
 * 9-character organisation code, and the MOD 31 check character.
 */
export function isCreditCode(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  return creditCodeCheck(value.slice(0, 17)) === value[17];
}

/** The check character (MOD 31) that completes the first 17 characters of a code. */
export function creditCodeCheck(first17: string): string {
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * CHARSET.indexOf(first17[i]), 0);
  return CHARSET[(31 - (sum % 31)) % 31];
}
