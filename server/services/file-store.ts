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
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface FileStore {
  /** What `sys_file.store` says for files kept here. */
  readonly kind: 'local' | 's3';
  put(id: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes of file `id`, or null when there are none. */
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
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
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temp, bytes);
    await rename(temp, path);
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
}

/** Files in an S3-compatible bucket, through the AWS SDK (path-style addressing when an endpoint is given). */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  private key(id: string) {
    return `${this.settings.prefix ?? ''}${checkedId(id)}`;
  }

  async put(id: string, bytes: Buffer, mime: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id), Body: bytes, ContentType: mime }));
  }

  async get(id: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(id: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(id) }));
  }
}

/** The store the configuration names: a bucket when `s3` is set, else the folder `dir`. */
export function fileStoreFor(config: { filesDir: string; s3?: S3Settings }): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.filesDir);
}
