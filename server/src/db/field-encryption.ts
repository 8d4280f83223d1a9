import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { appMeta } from './schema';

/**
 * Personal fields that must not sit in the database as plain text (passport numbers) are
 * stored as `enc:v1:` and the base64 of IV, tag and AES-256-GCM ciphertext. A value without
 * the prefix was written before encryption existed and is read as it is.
 */
export const ENCRYPTED_PREFIX = 'enc:v1:';
export const DATA_ENCRYPTION_KEY_BYTES = 32;
/** The key the embedded database generates for itself, in DATA_DIR. */
export const DATA_ENCRYPTION_KEY_FILE = 'data-encryption.key';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const CHECK_META_KEY = 'data_encryption_check';
const CHECK_PLAINTEXT = 'algotrip data encryption check';

/** The key at hand does not open what the database holds: a configuration problem. */
export class DataEncryptionKeyError extends Error {}

export type FieldCipher = {
  encrypt(plain: string): string;
  /** The plain text of a stored value; a legacy plain value comes back unchanged. */
  decrypt(stored: string): string;
};

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== DATA_ENCRYPTION_KEY_BYTES) {
    throw new DataEncryptionKeyError(
      `The data encryption key must be ${DATA_ENCRYPTION_KEY_BYTES} bytes, not ${key.length}`,
    );
  }
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ENCRYPTED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    decrypt(stored) {
      if (!stored.startsWith(ENCRYPTED_PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(ENCRYPTED_PREFIX.length), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new DataEncryptionKeyError(
          'A stored value cannot be decrypted: DATA_ENCRYPTION_KEY is not the key it was written with',
        );
      }
    },
  };
}

// The cipher of each open database, set once the app has checked its key (useFieldCipher).
const ciphers = new WeakMap<Db, FieldCipher>();

/**
 * Checks that the key opens this database's data, then lets the repositories use it. The first
 * start stores a value encrypted with the key; every later start must decrypt it, so a wrong
 * key stops the server at once instead of failing reads one by one.
 */
export async function useFieldCipher(db: Db, key: Buffer): Promise<FieldCipher> {
  const cipher = createFieldCipher(key);
  await db
    .insert(appMeta)
    .values({ key: CHECK_META_KEY, value: cipher.encrypt(CHECK_PLAINTEXT) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, CHECK_META_KEY)).limit(1);
  let opened: string | undefined;
  try {
    opened = row && cipher.decrypt(row.value);
  } catch {
    opened = undefined;
  }
  if (opened !== CHECK_PLAINTEXT) {
    throw new DataEncryptionKeyError(
      'DATA_ENCRYPTION_KEY does not match the key this database was encrypted with; set the original key',
    );
  }
  ciphers.set(db, cipher);
  return cipher;
}

/** The cipher the app set for this database. */
export function fieldCipher(db: Db): FieldCipher {
  const cipher = ciphers.get(db);
  if (!cipher) throw new Error('no data encryption key was set for this database');
  return cipher;
}

/**
 * The key of the embedded database when DATA_ENCRYPTION_KEY is not set: generated once into
 * DATA_DIR (readable by the owner only) and read from there on every later start.
 */
export function loadOrCreateKeyFile(dataDir: string): Buffer {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
  try {
    fs.writeFileSync(file, `${randomBytes(DATA_ENCRYPTION_KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== DATA_ENCRYPTION_KEY_BYTES) {
    throw new DataEncryptionKeyError(
      `${file} must hold ${DATA_ENCRYPTION_KEY_BYTES} bytes in base64; restore it from a backup`,
    );
  }
  return key;
}
