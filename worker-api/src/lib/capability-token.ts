import { sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { fromBase64Url, toBase64Url } from "../shared/base64url";

/**
 * Addresses that open one thing to whoever holds them, with no account: a person's calendar feed,
 * a shared recipe. A token is `<id>.<version>.<signature>`: the row it opens (a recipe's is
 * `<group>-<recipe>`, so the address finds the shard its group lives on), the version of its
 * address the row holds (bumped on every revoke, so a revoked address never opens again), and an
 * HMAC-SHA256 of both under a key of its own purpose. Nothing secret is stored: the database keeps
 * only the version, and an address that was never handed out cannot be guessed. Changing
 * `JWT_SECRET` changes every address.
 */

type Purpose = "calendar-feed" | "shared-recipe";

const encoder = new TextEncoder();
const TOKEN = /^([1-9]\d{0,14}(?:-[1-9]\d{0,14})?)\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string, purpose: Purpose) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(`larder ${purpose}:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

/** The ids a token opens: one row's, or a group's and one of its rows'. */
type Opened = number | readonly [number, number];

export async function capabilityToken(secret: string, purpose: Purpose, opened: Opened, version: number) {
  const id = typeof opened === "number" ? String(opened) : opened.join("-");
  const signature = await crypto.subtle.sign("HMAC", await keyOf(secret, purpose), encoder.encode(`${id}.${version}`));
  return `${id}.${version}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The ids and version a token opens when its signature holds; null for anything else. */
export async function readCapabilityToken(secret: string, purpose: Purpose, token: string) {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, version, signature] = match;
  const bytes = fromBase64Url(signature!);
  // One spelling per address: the last character's two spare bits must be zero.
  if (toBase64Url(bytes) !== signature) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await keyOf(secret, purpose),
    bytes,
    encoder.encode(`${id}.${version}`),
  );
  return valid ? { ids: id!.split("-").map(Number), version: Number(version) } : null;
}

/** An address's next version: the current one while it is on, else one past the last revoked (kept negative), or 1. */
export const nextAddressVersion = (column: AnySQLiteColumn) =>
  sql<number>`CASE WHEN ${column} > 0 THEN ${column} ELSE abs(coalesce(${column}, 0)) + 1 END`;

/** A revoked address keeps its last version, negative: the next one is past it. */
export const revokedAddressVersion = (column: AnySQLiteColumn) => sql<number>`-abs(${column})`;
