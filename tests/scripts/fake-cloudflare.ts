// A stand-in for wrangler's calls against one Cloudflare account, for the deploy's tests: it
// records every call and answers from what the account holds (databases, buckets, workers and
// their secrets), changing it as creates and deploys would.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

type Result = { status: number; stdout: string; stderr: string; outputs: Record<string, unknown>[] };

export const ACCOUNT = { id: "0123456789abcdef0123456789abcdef", name: "Household account" };
export const SUBDOMAIN = "household.workers.dev";

export class FakeCloudflare {
  loggedIn = true;
  databases = new Map<string, string>();
  buckets = new Set<string>();
  /** Each deployed worker's secrets (name → value) and vars of its last deploy. */
  workers = new Map<string, { secrets: Map<string, string>; vars: Record<string, string>; deploys: number }>();
  calls: string[][] = [];
  callEnvs: Record<string, string>[] = [];
  /** Ids found in the config a call was given with `-c`, for each call that applied migrations. */
  migrated: { database: string; idInConfig: string | undefined }[] = [];
  /** A call whose words all appear in `failOn` fails as wrangler would, with `failWith`. */
  failOn: string[] | null = null;
  failWith = "✘ [ERROR] A request to the Cloudflare API failed. [code: 7500]";
  /** The directory still has the planning tables of a Larder from before shards. */
  directoryBeforeShards = false;
  private nextId = 1;

  constructor(private root: string) {}

  /** Calls whose first words are `words`. */
  callsOf = (...words: string[]) => this.calls.filter((args) => words.every((word, index) => args[index] === word));

  runner = async (args: string[], options: { env?: Record<string, string> } = {}): Promise<Result> => {
    this.calls.push(args);
    this.callEnvs.push(options.env ?? {});
    if (this.failOn && this.failOn.every((word) => args.includes(word)))
      return { status: 1, stdout: "", stderr: this.failWith, outputs: [] };
    return this.answer(args);
  };

  addDatabase(name: string) {
    const id = `${String(this.nextId++).padStart(8, "0")}-aaaa-4bbb-8ccc-${"d".repeat(12)}`;
    this.databases.set(name, id);
    return id;
  }

  deployWorker(name: string, secrets: Record<string, string> = {}, vars: Record<string, string> = {}) {
    const worker = this.workers.get(name) ?? { secrets: new Map(), vars: {}, deploys: 0 };
    for (const [key, value] of Object.entries(secrets)) worker.secrets.set(key, value);
    worker.vars = vars;
    worker.deploys++;
    this.workers.set(name, worker);
  }

  private ok = (stdout = "", outputs: Record<string, unknown>[] = []): Result => ({
    status: 0,
    stdout,
    stderr: "",
    outputs,
  });

  private configOf(args: string[]) {
    const path = args[args.indexOf("-c") + 1]!;
    const file = join(this.root, path);
    if (!existsSync(file)) throw new Error(`wrangler was given ${path}, which does not exist`);
    return readFileSync(file, "utf8");
  }

  private workerNameOf(args: string[]) {
    return /^name = "([^"]+)"/m.exec(this.configOf(args))![1]!;
  }

  private answer(args: string[]): Result {
    const [command, sub, name] = args;
    if (command === "whoami")
      return this.loggedIn
        ? this.ok(JSON.stringify({ loggedIn: true, authType: "OAuth Token", email: "a@b.c", accounts: [ACCOUNT] }))
        : { status: 1, stdout: '{"loggedIn":false}', stderr: "", outputs: [] };
    if (command === "d1" && sub === "list")
      return this.ok(
        JSON.stringify([...this.databases].map(([dbName, uuid]) => ({ uuid, name: dbName, version: "production" }))),
      );
    if (command === "d1" && sub === "create") {
      if (this.databases.has(name!)) return { status: 1, stdout: "", stderr: "✘ [ERROR] already exists", outputs: [] };
      this.addDatabase(name!);
      return this.ok(`✅ Successfully created DB '${name}'`);
    }
    if (command === "d1" && sub === "migrations") {
      const database = args[3]!;
      const idInConfig = new RegExp(`database_name = "${database}"\\n(?:.*\\n)*?database_id = "([^"]+)"`).exec(
        this.configOf(args),
      )?.[1];
      this.migrated.push({ database, idInConfig });
      return this.ok("Migrations to be applied:\n✅ applied");
    }
    if (command === "d1" && sub === "execute" && args.includes("--json")) {
      const tables = name === "larder" && this.directoryBeforeShards ? 1 : 0;
      return this.ok(JSON.stringify([{ results: [{ tables }], success: true }]));
    }
    if (command === "d1" && sub === "execute") return this.ok("🚣 Executed 2 commands");
    if (command === "r2" && sub === "bucket" && name === "list")
      return this.ok(
        `Listing buckets...\n${[...this.buckets].map((b) => `name:           ${b}\ncreation_date:  2026-11-01T00:00:00.000Z`).join("\n\n")}`,
      );
    if (command === "r2" && sub === "bucket" && name === "create") {
      this.buckets.add(args[3]!);
      return this.ok(`Created bucket '${args[3]}'`);
    }
    if (command === "secret" && sub === "list") {
      const workerName = this.workerNameOf(args);
      const worker = this.workers.get(workerName);
      if (!worker)
        return {
          status: 1,
          stdout: "",
          stderr: `✘ [ERROR] Worker "${workerName}" not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.`,
          outputs: [],
        };
      return this.ok(JSON.stringify([...worker.secrets.keys()].map((key) => ({ name: key, type: "secret_text" }))));
    }
    if (command === "deploy") {
      const workerName = this.workerNameOf(args);
      const secretsAt = args.indexOf("--secrets-file");
      const secrets = secretsAt >= 0 ? JSON.parse(readFileSync(args[secretsAt + 1]!, "utf8")) : {};
      const vars = Object.fromEntries(
        args.flatMap((arg, index) => (args[index - 1] === "--var" ? [arg.split(/:(.*)/s).slice(0, 2)] : [])),
      );
      this.deployWorker(workerName, secrets, vars);
      const url = `https://${workerName}.${SUBDOMAIN}`;
      return this.ok(`Uploaded ${workerName}\nDeployed ${workerName} triggers\n  ${url}`, [
        { type: "deploy", version: 1, worker_name: workerName, targets: [url] },
      ]);
    }
    return { status: 1, stdout: "", stderr: `the stand-in has no answer for wrangler ${args.join(" ")}`, outputs: [] };
  }
}
