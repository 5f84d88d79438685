import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

/**
 * The memory of the workerd processes the API tests run in, read by the operating system (global
 * setup of the api project). The API worker's isolate lives inside workerd, where no heap figure is
 * visible; the process's resident memory is. `POST /reset` restarts each process's peak at what
 * it holds now; `GET /` answers, summed over the workerd processes under this vitest, what they
 * hold now (`rss`) and the highest they held since the reset (`peak`), in bytes. Its origin
 * reaches the tests as `inject("memoryProbeOrigin")`.
 */

declare module "vitest" {
  export interface ProvidedContext {
    memoryProbeOrigin: string;
  }
}

const parentOf = (pid: string) => {
  try {
    // The command sits in parentheses and may hold spaces: the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]!;
  } catch {
    return null;
  }
};

const commandOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null;
  }
};

/** The workerd processes descended from this one. */
function workerdProcesses() {
  const own = String(process.pid);
  return readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid) && commandOf(pid) === "workerd")
    .filter((pid) => {
      for (let at: string | null = pid; at && at !== "0" && at !== "1"; at = parentOf(at)) if (at === own) return true;
      return false;
    });
}

/** VmRSS and VmHWM (the peak) of a process, in bytes. */
function residentOf(pid: string) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rss: kilobytes("VmRSS") * 1024, peak: kilobytes("VmHWM") * 1024 };
}

export default async function startMemoryProbe(project: TestProject) {
  const server = createServer((req, res) => {
    const processes = workerdProcesses();
    if (req.method === "POST") for (const pid of processes) writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const memory = processes
      .map(residentOf)
      .reduce((sum, one) => ({ rss: sum.rss + one.rss, peak: sum.peak + one.peak }), {
        rss: 0,
        peak: 0,
      });
    // Each answer closes its connection: one kept open past node's idle timeout while an import
    // runs would be reused by workerd after node dropped it.
    res.writeHead(200, { "Content-Type": "application/json", Connection: "close" });
    res.end(JSON.stringify({ processes: processes.length, ...memory }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("memoryProbeOrigin", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
