import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is const, so spell its value (2) out.
const options = { algorithm: 2 } as const;

/** An argon2id hash of `password`, salt and parameters included. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against a real hash when the user does not exist keeps the timing the same.
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
