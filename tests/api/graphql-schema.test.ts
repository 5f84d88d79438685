import { buildSchema, lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import { expect, it } from "vitest";
import committed from "../../worker-api/schema.graphql?raw";
import { graphqlSchema } from "../../worker-api/src/graphql/schema";

const print = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));

// The web worker's documents are typed from the committed file; this keeps it the API's schema.
it("worker-api/schema.graphql is the API's schema (`npm run graphql:schema` writes it)", () => {
  expect(print(buildSchema(committed))).toBe(print(graphqlSchema));
});
