import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  TypeNameMetaFieldDef,
} from "graphql";
import type { Path } from "graphql/jsutils/Path";
import type { Plugin } from "graphql-yoga";

/**
 * A fast path for the queries Larder's screens send, in front of Yoga's executor.
 *
 * The reference executor spends, for every field of every row, a path, an info object with two
 * closures, an argument map and a dozen type checks, and builds its results with
 * `Object.create(null)`, which `JSON.stringify` walks three times slower than plain objects. A
 * page of 100 recipes completes about 3,000 fields, so that bookkeeping was most of its CPU.
 *
 * This path plans each query document once (which fields, which resolvers, how each value is
 * completed), then answers with plain objects, building an info object only for fields that
 * have a resolver. It answers only what it can answer exactly as the reference would: a query
 * with no directives and no abstract types, whose resolvers all succeed and whose values all
 * complete. Anything else (a mutation, `@skip`, an interface, introspection, bad variables, a
 * resolver that throws, a null in a non-null field, a value a scalar refuses) goes to the
 * reference executor, from the start, so errors, partial data and masking stay its own. Queries
 * only read, so running one again there is safe; it costs a second run only when answering an
 * error.
 */

/** Thrown (never returned to anyone) where the fast path cannot answer as the reference would. */
const notFast = Symbol("not answerable by the fast path");

type Run = {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  rootValue: unknown;
  context: unknown;
  variables: Record<string, unknown>;
};

/** Completes a resolved value for its type: the value, or a promise of it. */
type Complete = (value: unknown, path: Path | undefined, run: Run) => unknown;

type FieldPlan = {
  responseName: string;
  /** The type's name, for `__typename`; the field is then never resolved. */
  typename?: string;
  def: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
  parentType: GraphQLObjectType;
  resolve: GraphQLFieldResolver<unknown, unknown> | undefined;
  /** Whether the value is a scalar or enum (or a list of them): nothing under it needs a path. */
  isLeaf: boolean;
  complete: Complete;
};

type Plan = {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  fields: FieldPlan[];
};

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";

/** Marks promises nobody will wait for any more as handled, so a late rejection is not reported. */
function abandon(promises: Promise<unknown>[] | undefined) {
  for (const promise of promises ?? []) promise.catch(() => {});
}

function executeFields(fields: FieldPlan[], source: unknown, path: Path | undefined, run: Run): unknown {
  // A plain object, keys in selection order (a promised field keeps its place with a null first).
  const result: Record<string, unknown> = {};
  let promises: Promise<unknown>[] | undefined;
  try {
    for (const field of fields) {
      const value = executeField(field, source, path, run);
      if (isPromise(value)) {
        result[field.responseName] = null;
        (promises ??= []).push(value.then((completed) => (result[field.responseName] = completed)));
      } else {
        result[field.responseName] = value;
      }
    }
  } catch (error) {
    abandon(promises);
    throw error;
  }
  return promises ? Promise.all(promises).then(() => result) : result;
}

function executeField(field: FieldPlan, source: unknown, parentPath: Path | undefined, run: Run): unknown {
  if (field.typename !== undefined) return field.typename;
  if (!field.resolve) {
    // The reference's default resolver, minus calling methods (none of Larder's rows have any).
    const value = typeof source === "object" && source !== null ? (source as Record<string, unknown>)[field.def.name] : undefined;
    if (typeof value === "function") throw notFast;
    return field.complete(value, field.isLeaf ? undefined : { prev: parentPath, key: field.responseName, typename: field.parentType.name }, run);
  }
  const path: Path = { prev: parentPath, key: field.responseName, typename: field.parentType.name };
  const args = field.def.args.length ? getArgumentValues(field.def, field.nodes[0]!, run.variables) : {};
  const info: GraphQLResolveInfo = {
    fieldName: field.def.name,
    fieldNodes: field.nodes,
    returnType: field.def.type,
    parentType: field.parentType,
    path,
    schema: run.schema,
    fragments: run.fragments,
    rootValue: run.rootValue,
    operation: run.operation,
    variableValues: run.variables,
  };
  const resolved = field.resolve(source, args, run.context, info);
  return isPromise(resolved) ? resolved.then((value) => field.complete(value, path, run)) : field.complete(resolved, path, run);
}

function completeLeaf(type: { serialize(value: unknown): unknown }): Complete {
  return (value) => {
    if (value === null || value === undefined) return null;
    if (value instanceof Error) throw notFast;
    const serialized = type.serialize(value);
    if (serialized === null || serialized === undefined) throw notFast;
    return serialized;
  };
}

function completeNonNull(inner: Complete): Complete {
  // Objects and lists never complete to null from a value that is not null, and leaves refuse
  // to serialise to null: checking the value is enough.
  return (value, path, run) => {
    if (value === null || value === undefined) throw notFast;
    return inner(value, path, run);
  };
}

function completeList(inner: Complete, itemsAreLeaves: boolean): Complete {
  return (value, path, run) => {
    if (value === null || value === undefined) return null;
    if (!Array.isArray(value)) throw notFast;
    const completed: unknown[] = new Array(value.length);
    let promises: Promise<unknown>[] | undefined;
    try {
      for (let index = 0; index < value.length; index++) {
        const itemPath = itemsAreLeaves ? undefined : { prev: path, key: index, typename: undefined };
        const item = value[index];
        const itemValue = isPromise(item) ? item.then((resolved) => inner(resolved, itemPath, run)) : inner(item, itemPath, run);
        if (isPromise(itemValue)) {
          completed[index] = null;
          (promises ??= []).push(itemValue.then((done) => (completed[index] = done)));
        } else {
          completed[index] = itemValue;
        }
      }
    } catch (error) {
      abandon(promises);
      throw error;
    }
    return promises ? Promise.all(promises).then(() => completed) : completed;
  };
}

function completeObject(fields: FieldPlan[]): Complete {
  return (value, path, run) => {
    if (value === null || value === undefined) return null;
    if (value instanceof Error) throw notFast;
    return executeFields(fields, value, path, run);
  };
}

/** The fields a selection asks of an object type, merged by response name, as the reference collects them. */
function planFields(type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>): FieldPlan[] {
  if (type.isTypeOf) throw notFast;
  const nodesByResponseName = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.directives?.length) throw notFast;
      if (selection.kind === Kind.FIELD) {
        const responseName = selection.alias?.value ?? selection.name.value;
        const nodes = nodesByResponseName.get(responseName);
        if (nodes) nodes.push(selection);
        else nodesByResponseName.set(responseName, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (selection.typeCondition && selection.typeCondition.name.value !== type.name) throw notFast;
        collect(selection.selectionSet);
      } else {
        if (visited.has(selection.name.value)) continue;
        visited.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (!fragment || fragment.directives?.length || fragment.typeCondition.name.value !== type.name) throw notFast;
        collect(fragment.selectionSet);
      }
    }
  };
  selectionSets.forEach(collect);

  const fields = type.getFields();
  return [...nodesByResponseName].map(([responseName, nodes]): FieldPlan => {
    // An alias `__proto__` would set a plain object's prototype instead of a key.
    if (responseName === "__proto__") throw notFast;
    const fieldName = nodes[0]!.name.value;
    if (fieldName === "__typename") return { responseName, typename: type.name, def: TypeNameMetaFieldDef, nodes, parentType: type, resolve: undefined, isLeaf: true, complete: () => type.name };
    const def = fields[fieldName];
    if (!def) throw notFast;
    const subSelections = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const named = getNamedType(def.type);
    const isLeaf = isScalarType(named) || isEnumType(named);
    return { responseName, def, nodes, parentType: type, resolve: def.resolve, isLeaf, complete: planCompletion(def.type, subSelections, fragments) };
  });
}

function planCompletion(type: GraphQLOutputType, subSelections: SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>): Complete {
  if (isNonNullType(type)) return completeNonNull(planCompletion(type.ofType, subSelections, fragments));
  if (isListType(type)) {
    const named = getNamedType(type);
    return completeList(planCompletion(type.ofType, subSelections, fragments), isScalarType(named) || isEnumType(named));
  }
  if (isScalarType(type) || isEnumType(type)) return completeLeaf(type);
  if (isObjectType(type)) return completeObject(planFields(type, subSelections, fragments));
  // Interfaces and unions need a type resolver: the reference handles them.
  throw notFast;
}

function planOperation(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): Plan | null {
  const operation = getOperationAST(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== "query" || operation.directives?.length || !queryType) return null;
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  try {
    return { schema, operation, fragments, fields: planFields(queryType, [operation.selectionSet], fragments) };
  } catch (error) {
    if (error === notFast) return null;
    throw error;
  }
}

/** Plans by document (Yoga's parser cache hands out the same document for the same query text). */
const plans = new WeakMap<DocumentNode, Map<string | null | undefined, Plan | null>>();

function planFor(args: ExecutionArgs): Plan | null {
  let byOperation = plans.get(args.document);
  if (!byOperation) plans.set(args.document, (byOperation = new Map()));
  let plan = byOperation.get(args.operationName);
  if (plan === undefined || (plan && plan.schema !== args.schema)) {
    plan = planOperation(args.schema, args.document, args.operationName);
    byOperation.set(args.operationName, plan);
  }
  return plan;
}

type Execute = (args: ExecutionArgs) => unknown;

/**
 * Answers `args` on the fast path when it can, else with `reference`. Exported for the tests,
 * which run both on the same queries.
 */
export function executeFast<R>(args: ExecutionArgs, reference: (args: ExecutionArgs) => R): R | ExecutionResult | Promise<R | ExecutionResult> {
  const plan = planFor(args);
  if (!plan) return reference(args);
  const variables = getVariableValues(plan.schema, plan.operation.variableDefinitions ?? [], (args.variableValues ?? {}) as Record<string, unknown>);
  if (variables.errors) return reference(args);
  const run: Run = { schema: plan.schema, operation: plan.operation, fragments: plan.fragments, rootValue: args.rootValue, context: args.contextValue, variables: variables.coerced };
  let data: unknown;
  try {
    data = executeFields(plan.fields, args.rootValue, undefined, run);
  } catch {
    return reference(args);
  }
  if (!isPromise(data)) return { data } as ExecutionResult;
  return data.then(
    (completed) => ({ data: completed }) as ExecutionResult,
    () => reference(args),
  );
}

/** The fast path as a Yoga plugin: it wraps whichever executor Yoga would have used. */
export function fastQueryExecution(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      const reference = executeFn as Execute;
      setExecuteFn(((args: ExecutionArgs) => executeFast(args, reference)) as typeof executeFn);
    },
  };
}
