import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker-api/src/app";
import type { Bindings } from "../../worker-api/src/env";
import { rows, signedInUser } from "./helpers";

/** What local D1 answers while a second process holds its SQLite file's lock. */
const LOCKED = "D1_ERROR: database is locked: SQLITE_BUSY";
/** What it answers when the lock struck while it replied, after the batch may have been committed. */
const UNCONFIRMED = "D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = 8ok0nth2g2";

/**
 * Batches sent to the locked databases, after the first `skip`, fail with `message` while
 * `failures` lasts; `sent` counts the attempts.
 */
type Lock = { failures: number; message: string; sent: number; skip: number };

/** `database` whose sessions' batches meet `lock` first (every request's reads and writes are batches). */
function locked(database: D1Database, lock: Lock): D1Database {
  return new Proxy(database, {
    get(target, property) {
      if (property !== "withSession") return Reflect.get(target, property, target).bind?.(target);
      return (constraint: string) => {
        const session = target.withSession(constraint);
        return new Proxy(session, {
          get(real, name) {
            const value = Reflect.get(real, name, real) as (...args: unknown[]) => unknown;
            if (name !== "batch") return typeof value === "function" ? value.bind(real) : value;
            return async (statements: D1PreparedStatement[]) => {
              lock.sent += 1;
              if (lock.sent > lock.skip && lock.failures > 0) {
                lock.failures -= 1;
                throw new Error(lock.message);
              }
              return real.batch(statements);
            };
          },
        });
      };
    },
  });
}

/** The API with its databases locked as `lock` says: the shards, or the directory. */
function apiWith(lock: Lock, where: "shards" | "directory") {
  const bindings = { ...(env as unknown as Bindings) } as Bindings & Record<string, D1Database>;
  for (const name of where === "shards" ? ["SHARD_0", "SHARD_1"] : ["DB"])
    bindings[name] = locked(bindings[name]!, lock);
  const app = createApp();
  return async (path: string, token: string, body: unknown) => {
    const response = await app.fetch(
      new Request(`https://api.test${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          Accept: "application/graphql-response+json",
        },
        body: JSON.stringify(body),
      }),
      bindings,
      createExecutionContext(),
    );
    return {
      status: response.status,
      retryAfter: response.headers.get("Retry-After"),
      body: (await response.json()) as any,
    };
  };
}

const lockOf = (failures: number, message = LOCKED, skip = 0): Lock => ({ failures, message, sent: 0, skip });
const READ = { query: "{ mealTypes { name } }" };
const createRecipe = (title: string) => ({
  query: `mutation($data: RecipeInput!) { createRecipe(data: $data) { id } }`,
  variables: {
    data: { title, description: title, category: "Mains", ingredients: [{ name: "Salt", quantity: 1, unit: "g" }] },
  },
});
const recipesTitled = async (title: string) => (await rows("SELECT id FROM recipes WHERE title = ?", title)).length;

describe("a locked database", () => {
  it("is waited for: a read and a write sent again after the lock goes, each written once", async () => {
    const user = await signedInUser();
    const readLock = lockOf(2);
    const read = await apiWith(readLock, "shards")("/v1/api", user.token, READ);
    expect(read.status).toBe(200);
    expect(read.body.data.mealTypes).toHaveLength(4);
    expect(readLock.sent).toBeGreaterThanOrEqual(3);

    const writeLock = lockOf(3);
    const write = await apiWith(writeLock, "shards")("/v1/api", user.token, createRecipe("Locked pie"));
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    expect(await recipesTitled("Locked pie")).toBe(1);
  });

  it("answers a read whose answer went missing by reading again", async () => {
    const user = await signedInUser();
    const read = await apiWith(lockOf(2, UNCONFIRMED), "shards")("/v1/api", user.token, READ);
    expect(read.status).toBe(200);
    expect(read.body.data.mealTypes).toHaveLength(4);
  });

  it("that stays locked answers 503 in plain words, never 500, having written nothing", async () => {
    const user = await signedInUser();
    const read = await apiWith(lockOf(100), "shards")("/v1/api", user.token, READ);
    expect(read.status).toBe(503);
    expect(read.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect(read.body.errors[0].message).toBe("The database is busy. Nothing was changed; try again in a moment.");

    const write = await apiWith(lockOf(100), "shards")("/v1/api", user.token, createRecipe("Never pie"));
    expect(write.status).toBe(503);
    expect(await recipesTitled("Never pie")).toBe(0);

    // Over REST the same, with when to try again.
    const lock = lockOf(100);
    const group = await apiWith(lock, "directory")("/v1/groups", user.token, { name: "Locked out" });
    expect(group).toMatchObject({
      status: 503,
      retryAfter: "1",
      body: {
        error: {
          code: "SERVICE_UNAVAILABLE",
          message: "The database is busy. Nothing was changed; try again in a moment.",
        },
      },
    });
    expect(lock.sent).toBe(5);
    expect(await rows("SELECT id FROM groups WHERE name = 'Locked out' AND owner_id = ?", user.id)).toEqual([]);
  });

  it("never sends a write twice when its commit went unconfirmed, and says so", async () => {
    const user = await signedInUser();
    // The read that checks access goes through; the write after it is not confirmed.
    const lock = lockOf(1, UNCONFIRMED, 1);
    const write = await apiWith(lock, "shards")("/v1/api", user.token, createRecipe("Unconfirmed pie"));
    expect(write.status).toBe(503);
    expect(write.body.errors[0].message).toBe(
      "The database did not confirm this change. Reload to see whether it was saved, then try again if not.",
    );
    // The read that checked access, then the write, once.
    expect(lock.sent).toBe(2);
    expect(await recipesTitled("Unconfirmed pie")).toBe(0);
  });
});
