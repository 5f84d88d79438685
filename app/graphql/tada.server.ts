import { print, type DocumentNode } from "@0no-co/graphql.web";
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from "gql.tada";
import type { introspection } from "./graphql-env";

/**
 * Typed GraphQL documents, checked against worker-api/schema.graphql (`npm run graphql:schema`).
 * Fragments are not masked: a query's result holds its fragments' fields, as the API sends them.
 */
export const graphql = initGraphQLTada<{ introspection: introspection; disableMasking: true }>();

export type { ResultOf, VariablesOf };

export type Operation<Result, Variables> = TadaDocumentNode<Result, Variables, unknown>;

const operationTexts = new WeakMap<DocumentNode, string>();

/** The text sent for a document, printed once per document (documents are module-level constants). */
export function operationText(document: DocumentNode) {
  let text = operationTexts.get(document);
  if (text === undefined) {
    text = print(document);
    operationTexts.set(document, text);
  }
  return text;
}
