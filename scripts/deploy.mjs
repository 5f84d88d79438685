// `npm run deploy`: one command from a clone to a working Larder on your Cloudflare account (signed
// in with `wrangler login` or CLOUDFLARE_API_TOKEN): it creates the databases and the photo bucket
// it lacks, upgrades the data, sets secrets the first time, deploys the API and then the web
// worker, and checks both. `npm run deploy -- --dry-run` prints the plan without an account.
// The steps: scripts/deploy/steps.mjs; docs/deploy.md says what each rests on.
import { buildWeb, root, workerSizes } from "./lib.mjs";
import { planLines } from "./deploy/dry-run.mjs";
import { DeployStopped, NotSignedIn, runDeploy, stoppedMessage } from "./deploy/run.mjs";
import { wranglerRunner } from "./deploy/wrangler-runner.mjs";

const USAGE = `npm run deploy [-- --dry-run] [-- --web-origin https://larder.example]
  --dry-run      print every step (databases, bucket, secrets, migrations, workers with their sizes), change nothing
  --web-origin   the web app's address when it is not the web worker's workers.dev one (a custom domain)`;

function parseArguments(args) {
  const options = { dryRun: false, webOrigin: undefined };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--dry-run") options.dryRun = true;
    else if (arg === "--web-origin" || arg.startsWith("--web-origin=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[++index];
      let url;
      try {
        url = new URL(value ?? "");
      } catch {
        url = null;
      }
      if (!url || url.protocol !== "https:")
        return { error: `--web-origin takes an https address, not "${value ?? ""}".` };
      options.webOrigin = url.origin;
    } else if (arg === "--help" || arg === "-h") return { help: true };
    else return { error: `Unknown option ${arg}.` };
  }
  return options;
}

const options = parseArguments(process.argv.slice(2));
if (options.help || options.error) {
  if (options.error) console.error(`${options.error}\n${USAGE}`);
  else console.log(USAGE);
  process.exit(options.error ? 2 : 0);
}

try {
  if (options.dryRun) {
    console.log("Building both workers as `wrangler deploy` would, to measure them…");
    buildWeb();
    const sizes = workerSizes();
    console.log(planLines(root, { sizes, webOrigin: options.webOrigin }).join("\n"));
  } else {
    const address = await runDeploy({
      root,
      wrangler: wranglerRunner(root),
      build: buildWeb,
      webOrigin: options.webOrigin,
    });
    console.log(`\nLarder is live at ${address}\nRun \`npm run deploy\` again to upgrade it.`);
  }
} catch (error) {
  if (error instanceof NotSignedIn) console.error(error.message);
  else if (error instanceof DeployStopped) console.error(stoppedMessage(error));
  else console.error(`✘ ${options.dryRun ? "The dry run" : "The deploy"} stopped: ${error.message}`);
  process.exitCode = 1;
}
