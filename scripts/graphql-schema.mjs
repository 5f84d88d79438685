// `npm run graphql:schema`: writes the API's GraphQL schema as worker-api/schema.graphql and the
// web worker's document types (app/graphql/graphql-env.d.ts) from it. tests/api/graphql-schema.test.ts
// fails while the committed schema is not the API's.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { importTypeScript } from "./import-typescript.mjs";
import { root, run } from "./lib.mjs";

const schemaFile = join(root, "worker-api", "schema.graphql");
const typesFile = join(root, "app", "graphql", "graphql-env.d.ts");

/** The schema module is TypeScript for workers: bundle it for Node, with the graphql-js it was built with. */
async function printApiSchema() {
  const { graphqlSchema, lexicographicSortSchema, printSchema } = await importTypeScript(
    `export { graphqlSchema } from "./worker-api/src/graphql/schema"; export { lexicographicSortSchema, printSchema } from "graphql";`,
    { platform: "node" },
  );
  return printSchema(lexicographicSortSchema(graphqlSchema));
}

async function writeFormatted(path, text) {
  const options = { ...(await resolveConfig(path)), filepath: path };
  writeFileSync(path, await format(text, options));
}

await writeFormatted(schemaFile, await printApiSchema());
run(process.execPath, [join(root, "node_modules", "gql.tada", "bin", "cli.js"), "generate", "output"], {
  capture: true,
});
await writeFormatted(typesFile, readFileSync(typesFile, "utf8"));
console.log("Wrote worker-api/schema.graphql and app/graphql/graphql-env.d.ts.");
