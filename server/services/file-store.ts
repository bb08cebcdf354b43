/**
 * Where the bytes of kept files live. `sys_file` keeps each file's row (type, size, purpose, who,
 * what the server read of it) and says in `store` where its bytes are: in the row itself (`null`:
 * files kept before there was a store, and the demo world's), in the data folder (`local`), or in
 * an S3-compatible bucket (`s3`). Several server processes share a data folder on one machine, or a
 * bucket across machines.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readdir, stat } from 'node:fs/promises';
import { ApiError } from '../errors.ts';
import { positiveEnv } from '../env-number.ts';

/** How long one call to the object store may take before it counts as unavailable (`KP_STORAGE_TIMEOUT_MS`). */
export const STORAGE_TIMEOUT_MS = positiveEnv('KP_STORAGE_TIMEOUT_MS', 10_000);

/**
 * A storage failure as the person meets it: a full disk 507 (an administrator must act), anything
 * else — a store that is down, slow, refusing, a folder that cannot be written — 503 (try again).
 */
export function storageFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === 'ENOSPC' || code === 'EDQUOT') return new ApiError('STORAGE_FULL');
  return new ApiError('STORAGE_UNAVAILABLE');
}

/** A file the store holds, for the sweep: its id and when it was last written. */
export interface StoredEntry { id: string; at: number; partial?: boolean }

export interface FileStore {
  /** What `sys_file.store` says for files kept here. */
  readonly kind: 'local' | 's3';
  put(id: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes of file `id`, or null when there are none. */
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
  /** Every file held (and, in a folder, every temporary `.part` left by a crash), for the sweep. */
  list(): AsyncIterable<StoredEntry>;
  /** Removes a temporary file the sweep found. */
  removePartial?(entry: StoredEntry): Promise<void>;
}

/** Ids are 128-bit random in base64url (files.ts): safe as a path, spread over 4,096 folders by their first two characters. */
const SAFE_ID = /^[A-Za-z0-9_-]{4,64}$/;

function checkedId(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`不是文件编号: ${id.slice(0, 70)}`);
  return id;
}

/** Files in a folder (the data folder's `files/`): written to a temporary name then renamed, so a reader never sees half a file. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  constructor(readonly dir: string) {}

  private path(id: string) {
    return join(this.dir, checkedId(id).slice(0, 2), id);
  }

  async put(id: string, bytes: Buffer) {
    const path = this.path(id);
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, path);
    } catch (error) {
      // Nothing half-kept: a write cut short by a full disk leaves no temporary file behind.
      await rm(temp, { force: true }).catch(() => undefined);
      throw storageFailure(error);
    }
  }

  async *list(): AsyncIterable<StoredEntry> {
    let folders: string[];
    try { folders = await readdir(this.dir); } catch { return; }
    for (const folder of folders) {
      let names: string[];
      try { names = await readdir(join(this.dir, folder)); } catch { continue; }
      for (const name of names) {
        const info = await stat(join(this.dir, folder, name)).catch(() => undefined);
        if (!info?.isFile()) continue;
        const partial = name.endsWith('.part');
        yield { id: partial ? `${folder}/${name}` : name, at: info.mtimeMs, ...(partial ? { partial } : {}) };
      }
    }
  }

  async removePartial(entry: StoredEntry) {
    if (!/^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_.-]+\.part$/.test(entry.id)) return;
    await rm(join(this.dir, entry.id), { force: true });
  }

  async get(id: string) {
    try {
      return await readFile(this.path(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(id: string) {
    await rm(this.path(id), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, a cloud's object storage); AWS's own when absent. */
  endpoint?: string;
  region?: string;
  /** Keys start with it (`kp-admin/`). */
  prefix?: string;
  /** From the environment's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long one call may take (STORAGE_TIMEOUT_MS unless said). */
  timeoutMs?: number;
}

/** Files in an S3-compatible bucket, through the AWS SDK (path-style addressing when an endpoint is given). */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly timeoutMs: number;
  constructor(readonly settings: S3Settings) {
    this.timeoutMs = settings.timeoutMs ?? STORAGE_TIMEOUT_MS;
    this.client = new S3Client({
      region: settings.region ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Bounded: a store that stalls is unavailable after STORAGE_TIMEOUT_MS, never a request held open.
      requestHandler: { connectionTimeout: Math.min(settings.timeoutMs ?? STORAGE_TIMEOUT_MS, 5000), requestTimeout: settings.timeoutMs ?? STORAGE_TIMEOUT_MS },
      maxAttempts: 2,
    });
  }

  /** One call to the store, given up after its timeout in all (retries included). */
  private async send<T>(command: unknown): Promise<T> {
    try {
      return await this.client.send(command as never, { abortSignal: AbortSignal.timeout(this.timeoutMs) as never }) as T;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw error;
      throw storageFailure(error);
    }
  }

  private key(id: string) {
    return `${this.settings.prefix ?? ''}${checkedId(id)}`;
  }

  async put(id: string, bytes: Buffer, mime: string) {
    await this.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id), Body: bytes, ContentType: mime }));
  }

  async get(id: string) {
    try {
      const answer = await this.send<{ Body?: { transformToByteArray(): Promise<Uint8Array> } }>(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(id: string) {
    await this.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
  }

  async *list(): AsyncIterable<StoredEntry> {
    const prefix = this.settings.prefix ?? '';
    let token: string | undefined;
    do {
      const page = await this.send<{ Contents?: Array<{ Key?: string; LastModified?: Date }>; NextContinuationToken?: string }>(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        const id = item.Key?.slice(prefix.length) ?? '';
        if (SAFE_ID.test(id)) yield { id, at: item.LastModified?.getTime() ?? 0 };
      }
      token = page.NextContinuationToken;
    } while (token);
  }
}

/** The store the configuration names: a bucket when `s3` is set, else the folder `dir`. */
export function fileStoreFor(config: { filesDir: string; s3?: S3Settings }): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.filesDir);
}
