// Seeds the benchmark's large household (large-household.mjs) into local D1, with a progress bar.
import { BENCH_ACCOUNT, highestIdsSql, LARGE_SHARD, largeHouseholdSteps } from "./large-household.mjs";
import { d1Query, DIRECTORY_DATABASE, hashPassword, runSqlFile, SHARD_DATABASES } from "./local-d1.mjs";

export { BENCH_ACCOUNT };

function progress(label, done, total) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(
    `\r  ${label.padEnd(22)} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}%`,
  );
  if (done === total) process.stderr.write("\n");
}

/** Seeds the household after the rows already in the directory and on its shard. */
export function seedLarge(stateDir, naming, now = Date.now()) {
  const databases = { directory: DIRECTORY_DATABASE, shard: SHARD_DATABASES[LARGE_SHARD] };
  const highest = Object.assign(
    {},
    ...Object.entries(databases).map(([kind, database]) => d1Query(stateDir, highestIdsSql(kind), database)[0]),
  );
  const steps = largeHouseholdSteps({ highest, passwordHash: hashPassword(BENCH_ACCOUNT.password), ...naming, now });
  for (const [label, statements, kind] of steps) {
    const chunk = 25;
    for (let i = 0; i < statements.length; i += chunk) {
      runSqlFile(stateDir, statements.slice(i, i + chunk).join("\n") + "\n", databases[kind]);
      progress(label, Math.min(i + chunk, statements.length), statements.length);
    }
  }
}
