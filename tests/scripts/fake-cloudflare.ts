// A stand-in for wrangler's calls against one Cloudflare account, for the deploy's tests: it
// records every call and answers from what the account holds (databases, buckets, workers and
// their secrets), changing it as creates and deploys would. Its D1 databases are real: local D1
// (SQLite, through wrangler's bindings) runs each `d1 execute` and `d1 migrations apply`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { getPlatformProxy, unstable_splitSqlQuery as splitSql, type PlatformProxy } from "wrangler";

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
  /** A `d1 execute` whose SQL matches `failSql` fails likewise, having changed nothing. */
  failSql: RegExp | null = null;
  failWith = "✘ [ERROR] A request to the Cloudflare API failed. [code: 7500]";
  private nextId = 1;
  private proxy: PlatformProxy | null = null;

  constructor(private root: string) {}

  /** Opens a local D1 database for each database the API's config names, kept in the test's folder. */
  async start() {
    const names = [
      ...readFileSync(join(this.root, "worker-api/wrangler.toml"), "utf8").matchAll(/database_name = "([^"]+)"/g),
    ].map((match) => match[1]!);
    const config = join(this.root, "fake-d1.json");
    writeFileSync(
      config,
      JSON.stringify({
        name: "fake-cloudflare",
        compatibility_date: "2026-04-01",
        d1_databases: names.map((name) => ({ binding: name, database_name: name, database_id: name })),
      }),
    );
    this.proxy = await getPlatformProxy({ configPath: config, persist: { path: join(this.root, ".fake-d1") } });
  }

  dispose = () => this.proxy?.dispose();

  /** The D1 database of `name`, as the account holds it. */
  d1(name: string) {
    const database = this.proxy?.env[name] as D1Database | undefined;
    if (!database) throw new Error(`the stand-in has no database ${name}: call start() first`);
    return database;
  }

  /** Rows one query answers on the database `name`. */
  async rows(name: string, sql: string) {
    return (await this.d1(name).prepare(sql).all<Record<string, unknown>>()).results;
  }

  /** Calls whose first words are `words`. */
  callsOf = (...words: string[]) => this.calls.filter((args) => words.every((word, index) => args[index] === word));

  runner = async (args: string[], options: { env?: Record<string, string> } = {}): Promise<Result> => {
    this.calls.push(args);
    this.callEnvs.push(options.env ?? {});
    if (this.failOn && this.failOn.every((word) => args.includes(word))) return this.failed(this.failWith);
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

  private failed = (stderr: string): Result => ({ status: 1, stdout: "", stderr, outputs: [] });

  private configOf(args: string[]) {
    const path = args[args.indexOf("-c") + 1]!;
    const file = join(this.root, path);
    if (!existsSync(file)) throw new Error(`wrangler was given ${path}, which does not exist`);
    return readFileSync(file, "utf8");
  }

  private workerNameOf(args: string[]) {
    return /^name = "([^"]+)"/m.exec(this.configOf(args))![1]!;
  }

  /** The id the config of a call gives the database `name`. */
  private idInConfig(args: string[], name: string) {
    return new RegExp(`database_name = "${name}"\\n(?:.*\\n)*?database_id = "([^"]+)"`).exec(this.configOf(args))?.[1];
  }

  /** Runs SQL as wrangler does: split into statements, all in one transaction. */
  private async run(name: string, sql: string) {
    const database = this.d1(name);
    return database.batch(splitSql(sql).map((statement) => database.prepare(statement)));
  }

  /** `d1 execute`, on the database whose id the config gives, as wrangler answers it (`--json`: each statement's rows). */
  private async execute(args: string[]): Promise<Result> {
    const name = args[2]!;
    if (!this.databases.has(name) || this.idInConfig(args, name) !== this.databases.get(name))
      return this.failed(`✘ [ERROR] Couldn't find DB with name '${name}'`);
    const sql = args.includes("--file")
      ? readFileSync(args[args.indexOf("--file") + 1]!, "utf8")
      : args[args.indexOf("--command") + 1]!;
    if (this.failSql?.test(sql)) return this.failed(this.failWith);
    try {
      const results = await this.run(name, sql);
      return this.ok(
        args.includes("--json")
          ? JSON.stringify(results.map((result) => ({ results: result.results, success: true, meta: {} })))
          : `🚣 Executed ${results.length} commands`,
      );
    } catch (error) {
      return this.failed(`✘ [ERROR] ${(error as Error).message}`);
    }
  }

  /** `d1 migrations apply`: each migration of the database's folder not applied yet, recorded in d1_migrations. */
  private async applyMigrations(args: string[]): Promise<Result> {
    const name = args[3]!;
    const idInConfig = this.idInConfig(args, name);
    this.migrated.push({ database: name, idInConfig });
    if (!this.databases.has(name) || idInConfig !== this.databases.get(name))
      return this.failed(`✘ [ERROR] Couldn't find DB with name '${name}'`);
    const config = this.configOf(args);
    const folder = new RegExp(`database_name = "${name}"\\n(?:.*\\n)*?migrations_dir = "([^"]+)"`).exec(config)![1]!;
    const dir = join(dirname(join(this.root, args[args.indexOf("-c") + 1]!)), folder);
    await this.run(
      name,
      "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    );
    const applied = new Set((await this.rows(name, "SELECT name FROM d1_migrations")).map((row) => row.name));
    const pending = readdirSync(dir)
      .filter((file) => file.endsWith(".sql") && !applied.has(file))
      .sort();
    if (!pending.length) return this.ok("✅ No migrations to apply!");
    for (const file of pending) {
      try {
        await this.run(
          name,
          `${readFileSync(join(dir, file), "utf8")};\nINSERT INTO d1_migrations (name) VALUES ('${file}');`,
        );
      } catch (error) {
        return this.failed(`✘ [ERROR] Migration ${file} failed with the following errors: ${(error as Error).message}`);
      }
    }
    return this.ok(`Migrations to be applied:\n${pending.join("\n")}\n✅ applied`);
  }

  private async answer(args: string[]): Promise<Result> {
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
    if (command === "d1" && sub === "migrations") return this.applyMigrations(args);
    if (command === "d1" && sub === "execute") return this.execute(args);
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
