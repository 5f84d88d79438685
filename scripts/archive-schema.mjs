// `npm run archive:schema`: writes the group export's JSON Schema (worker-api/src/group-archive)
// to docs/archive/. tests/api/group-archive-format.test.ts fails while the committed file is not it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { importTypeScript } from "./import-typescript.mjs";
import { root } from "./lib.mjs";

const { archiveJsonSchema } = await importTypeScript(
  'export { archiveJsonSchema } from "./worker-api/src/group-archive/json-schema";',
);
const file = join(root, "docs", "archive", "larder-group-1.schema.json");
mkdirSync(join(root, "docs", "archive"), { recursive: true });
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(archiveJsonSchema()), options));
console.log(`Wrote ${file}`);
