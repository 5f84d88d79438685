import { expect, inject } from "vitest";
import { api, personalGroupId, rows, signedInUser } from "./helpers";

/**
 * An import measured as the limits' tests need it: the time at the API, and the memory it took,
 * read as the workerd process's resident memory (memory-probe.ts): its peak while the import ran,
 * less what it held just before. The API worker runs inside that process, so the figure bounds
 * what the import itself took from above; a heap that reuses space freed earlier can show less.
 */

const probe = inject("memoryProbeOrigin");
export const MB = 1024 * 1024;
export const WORKER_MEMORY = 128 * MB;

type Measured = { status: number; body: any; ms: number; memory: number };

async function memoryNow(reset: boolean) {
  const response = await fetch(probe, { method: reset ? "POST" : "GET" });
  const memory = (await response.json()) as { processes: number; rss: number; peak: number };
  expect(memory.processes).toBeGreaterThan(0);
  return memory;
}

/** Imports `body` into a new person's group, measuring the time at the API and the memory it took. */
async function measuredImport(body: Uint8Array): Promise<Measured & { groupId: number }> {
  const user = await signedInUser();
  const groupId = await personalGroupId(user.id);
  const before = await memoryNow(true);
  const started = performance.now();
  const response = await api(`/v1/groups/${groupId}/import`, {
    method: "POST",
    token: user.token,
    body: body as Uint8Array<ArrayBuffer>,
  });
  const answer = (await response.json()) as any;
  const ms = performance.now() - started;
  const after = await memoryNow(false);
  console.log(
    `import answered ${response.status} in ${Math.round(ms)} ms, memory +${((after.peak - before.rss) / MB).toFixed(1)} MB: ${JSON.stringify(answer).slice(0, 120)}`,
  );
  return { status: response.status, body: answer, ms, memory: after.peak - before.rss, groupId };
}

/** The API answers its health check within a second. */
async function expectHealthy() {
  const started = performance.now();
  const response = await api("/v1/health");
  expect(response.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(1000);
}

export async function expectAccepted(body: Uint8Array) {
  const result = await measuredImport(body);
  expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(200);
  expect(result.ms).toBeLessThan(10_000);
  expect(result.memory).toBeLessThan(WORKER_MEMORY);
  await expectHealthy();
  return result;
}

/** Refused with `status` and a message matching `message`, quickly and without building what the file holds. */
export async function expectRefused(
  body: Uint8Array,
  status: 413 | 422,
  message: RegExp,
  { maxMs = 3000, maxMemory = 64 * MB } = {},
) {
  const result = await measuredImport(body);
  expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(status);
  expect(result.body.error.message).toMatch(message);
  expect(result.ms).toBeLessThan(maxMs);
  expect(result.memory).toBeLessThan(maxMemory);
  const [written] = await rows<{ count: number }>(
    "SELECT count(*) AS count FROM recipes WHERE group_id = ?",
    result.groupId,
  );
  expect(written!.count).toBe(0);
  await expectHealthy();
  return result;
}
