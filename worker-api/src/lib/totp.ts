import { Secret, TOTP } from "otpauth";

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 s, a window of one step either side. */
const TOTP_SETTINGS = { issuer: "Larder", algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;
const BACKUP_CODE_COUNT = 10;

/** What a wrong TOTP or backup code is answered with, wherever one is asked for. */
export const INVALID_CODE = "Invalid verification code. Please try again.";

const totpFor = (secret: string, label = "Larder") =>
  new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

export const otpauthUri = (secret: string, email: string) => totpFor(secret, email).toString();

/** The time step a valid code belongs to, or null. */
export function matchingTimeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_SETTINGS.window });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
}

const BACKUP_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** `xxxx-xxxx` codes from an unambiguous alphabet (about 40 bits each). */
export function newBackupCodes(count = BACKUP_CODE_COUNT) {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const chars = Array.from(bytes, (byte) => BACKUP_ALPHABET[byte % BACKUP_ALPHABET.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

export const normaliseBackupCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^(.{4})(.{4})$/, "$1-$2");
