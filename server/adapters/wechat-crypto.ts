/**
 * WeChat's safe mode (安全模式) for messages pushed to the callback: AES-256-CBC with the account's
 * EncodingAESKey (43 base64 characters, the key its decoding; the IV its first 16 bytes), PKCS#7
 * padding to 32 bytes, the plaintext being 16 random bytes, the message's length (4 bytes, big
 * endian), the message, and the AppID it was sent to; each envelope signed with sha1 of the sorted
 * token, timestamp, nonce and ciphertext (msg_signature).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const BLOCK = 32;

const keyOf = (aesKey: string) => {
  const key = Buffer.from(`${aesKey}=`, 'base64');
  if (key.length !== 32) throw new Error('EncodingAESKey 应为 43 位');
  return key;
};

/** The signature of an encrypted envelope. */
export const msgSignature = (token: string, timestamp: string, nonce: string, encrypt: string) =>
  createHash('sha1').update([token, timestamp, nonce, encrypt].sort().join('')).digest('hex');

/** The message inside `encrypt`, when it was sealed for `appId` with `aesKey`; else it throws. */
export function decryptMessage(aesKey: string, appId: string, encrypt: string): string {
  const key = keyOf(aesKey);
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(Buffer.from(encrypt, 'base64')), decipher.final()]);
  const pad = plain[plain.length - 1];
  if (pad < 1 || pad > BLOCK || plain.length < 20 + pad) throw new Error('填充不正确');
  const body = plain.subarray(0, plain.length - pad);
  const length = body.readUInt32BE(16);
  if (20 + length > body.length) throw new Error('长度不正确');
  if (body.subarray(20 + length).toString('utf8') !== appId) throw new Error('AppID 不符');
  return body.subarray(20, 20 + length).toString('utf8');
}

/** `message` sealed for `appId` with `aesKey`, as base64. */
export function encryptMessage(aesKey: string, appId: string, message: string, random = randomBytes(16)): string {
  const key = keyOf(aesKey);
  const text = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  const body = Buffer.concat([random, length, text, Buffer.from(appId, 'utf8')]);
  const pad = BLOCK - (body.length % BLOCK);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([body, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}
