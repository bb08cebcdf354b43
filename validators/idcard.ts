const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

/** True for a real calendar date written YYYYMMDD, from 1900 up to `today`. */
function isBirthDate(text: string, today: Date): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day && date.getTime() <= today.getTime();
}

/**
 * Mainland resident ID number (GB 11643-1999): 18 characters, 17 digits then a digit or X,
 * a real birth date in positions 7–14, and the ISO 7064 MOD 11-2 check character.
 */
export function isIdCard(value: string, today = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!isBirthDate(value.slice(6, 14), today)) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);
  return CHECK_CODES[sum % 11] === value[17].toUpperCase();
}
