// One deploy: the sign-in check, then every step in order (steps.mjs). Stops at the first step
// that fails, saying which one and how to continue; nothing after it runs.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readConfigs } from "./config.mjs";
import { StepFailed } from "./step-failed.mjs";
import { deploySteps } from "./steps.mjs";

/** No Cloudflare sign-in: neither `wrangler login` nor CLOUDFLARE_API_TOKEN. */
export class NotSignedIn extends Error {}

/** A deploy that stopped at step `number` of `total`. */
export class DeployStopped extends Error {
  constructor({ number, total, title, cause }) {
    // The cause rides along, so whatever prints the error (a test run too) says why the step failed.
    super(`Step ${number} of ${total} failed: ${title}`, { cause });
    this.number = number;
    this.title = title;
    this.reason = cause.message;
    /** What wrangler printed, when the step failed in a wrangler call. */
    this.detail = cause.detail ?? "";
  }
}

const SIGN_IN_HELP = `Not signed in to Cloudflare. Sign in one of two ways, then run \`npm run deploy\` again:
  npx wrangler login                 opens a browser to sign in to your Cloudflare account
  CLOUDFLARE_API_TOKEN=<token>       an API token with Workers Scripts, D1 and Workers R2 Storage edit rights
                                     (and CLOUDFLARE_ACCOUNT_ID=<id> when it reaches several accounts)`;

/** Where the last deploy from this checkout left the web worker's address, by account. */
const STATE_FILE = join(".deploy", "state.json");

function readState(root) {
  try {
    return JSON.parse(readFileSync(join(root, STATE_FILE), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The account the deploy goes to, from `wrangler whoami --json`: CLOUDFLARE_ACCOUNT_ID's when set,
 * else the only one the sign-in reaches.
 */
async function signedInAccount(wrangler, wantedId) {
  const result = await wrangler(["whoami", "--json"], { timeoutMs: 60_000 });
  let answer;
  try {
    answer = JSON.parse(result.stdout.slice(result.stdout.indexOf("{")));
  } catch {
    answer = null;
  }
  if (answer?.loggedIn === false) throw new NotSignedIn(SIGN_IN_HELP);
  if (result.status !== 0 || !answer?.loggedIn)
    throw new StepFailed("Checking the Cloudflare sign-in failed", `${result.stdout}\n${result.stderr}`);
  const accounts = answer.accounts ?? [];
  if (wantedId) {
    const account =
      accounts.find((a) => a.id === wantedId) ?? (accounts.length ? null : { id: wantedId, name: wantedId });
    if (!account)
      throw new StepFailed(
        `CLOUDFLARE_ACCOUNT_ID (${wantedId}) is none of the accounts you are signed in to`,
        accounts.map((a) => `${a.id}  ${a.name}`).join("\n"),
      );
    return account;
  }
  if (accounts.length === 1) return accounts[0];
  throw new StepFailed(
    accounts.length
      ? "Your sign-in reaches several accounts: say which with CLOUDFLARE_ACCOUNT_ID=<id> npm run deploy"
      : "Your sign-in reaches no account: set CLOUDFLARE_ACCOUNT_ID=<id>",
    accounts.map((a) => `${a.id}  ${a.name}`).join("\n"),
  );
}

/**
 * Deploys the checkout at `root` to the signed-in account: `wrangler` runs wrangler (runner.mjs or
 * a stand-in), `build` builds the web worker, `fetch` checks the health. Answers the web address.
 * @param {{
 *   root: string,
 *   wrangler: import("./wrangler-runner.mjs").WranglerRunner,
 *   build: () => void,
 *   fetch?: typeof globalThis.fetch,
 *   log?: (line: string) => void,
 *   webOrigin?: string,
 *   accountId?: string,
 *   healthTimeoutMs?: number,
 *   healthRetryMs?: number,
 * }} options
 */
export async function runDeploy({
  root,
  wrangler,
  build,
  fetch = globalThis.fetch,
  log = console.log,
  webOrigin,
  accountId = process.env.CLOUDFLARE_ACCOUNT_ID,
  healthTimeoutMs = 120_000,
  healthRetryMs = 3_000,
}) {
  const configs = readConfigs(root);
  const steps = deploySteps(configs);
  const total = steps.length + 1;
  log(`1/${total} Check the Cloudflare sign-in`);
  let account;
  try {
    account = await signedInAccount(wrangler, accountId);
  } catch (error) {
    if (error instanceof NotSignedIn) throw error;
    throw new DeployStopped({ number: 1, total, title: "Check the Cloudflare sign-in", cause: error });
  }
  log(`  account ${account.name} (${account.id})`);
  const saved = readState(root);
  const ctx = {
    root,
    wrangler,
    build,
    fetch,
    log,
    healthTimeoutMs,
    healthRetryMs,
    apiText: configs.apiText,
    // Every call goes to this account, also when the sign-in reaches several.
    env: { CLOUDFLARE_ACCOUNT_ID: account.id },
    state: {
      ids: {},
      secrets: { api: {}, web: {} },
      webOrigin: webOrigin ?? (saved.accountId === account.id ? saved.webOrigin : undefined),
    },
    saveWebOrigin: (origin) => {
      mkdirSync(join(root, ".deploy"), { recursive: true });
      writeFileSync(join(root, STATE_FILE), JSON.stringify({ accountId: account.id, webOrigin: origin }, null, 2));
    },
  };
  for (const [index, step] of steps.entries()) {
    log(`${index + 2}/${total} ${step.title}`);
    try {
      await step.run(ctx);
    } catch (error) {
      throw new DeployStopped({ number: index + 2, total, title: step.title, cause: error });
    }
  }
  return ctx.state.webOrigin;
}

/** What a stopped deploy tells the person: the step, wrangler's last words, and how to go on. */
export function stoppedMessage(error) {
  const said = error.detail
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .slice(-12)
    .map((line) => `    ${line}`)
    .join("\n");
  return [
    `✘ ${error.message}.`,
    `  ${/[.!?]$/.test(error.reason) ? error.reason : `${error.reason}.`}`,
    ...(said ? ["  wrangler said:", said] : []),
    `  Nothing after step ${error.number} ran. Once the cause is fixed, run \`npm run deploy\` again:`,
    "  it reuses what exists, keeps the secrets it set, and continues from there.",
  ].join("\n");
}
