import { expect, it } from "vitest";
import committed from "../../docs/archive/larder-group-1.schema.json?raw";
import { archiveJsonSchema } from "../../worker-api/src/group-archive/json-schema";

it("publishes the export format's JSON Schema as the API reads it (npm run archive:schema)", () => {
  expect(JSON.parse(committed)).toEqual(archiveJsonSchema());
});
