import { scrypt as scryptCallback } from "node:crypto";
import { toBase64Url } from "../shared/base64url";
import { timingSafeEqual } from "./crypto";

/**
 * scrypt parameters (OWASP: N=2^14, r=8, p=5 uses 16 MiB, inside a 128 MB isolate).
 * Stored with each hash (`scrypt$N$r$p$salt$hash`) so they can be raised later.
 */
const SCRYPT_PARAMS = { N: 16384, r: 8, p: 5, keyLength: 32 } as const;

function scrypt(password: string, salt: string, N: number, r: number, p: number, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const salt = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const key = await scrypt(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt}$${toBase64Url(key)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const keyLength = Math.floor((expected.length * 3) / 4);
  const key = await scrypt(password, salt, Number(n), Number(r), Number(p), keyLength);
  return timingSafeEqual(toBase64Url(key), expected);
}

/**
 * A real hash of a throwaway password: verifying against it when the account is unknown
 * makes an unknown e-mail cost the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("larder-dummy-password-for-timing");
  return dummyHash;
}
