import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentSpreadNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type InlineFragmentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  TypeNameMetaFieldDef,
  visit,
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
 * with no directives but `@skip` and `@include` and no abstract types, whose resolvers all
 * succeed and whose values all complete. Anything else (a mutation, another directive, an
 * interface, introspection, bad variables, a resolver that throws, a null in a non-null field, a
 * value a scalar refuses) goes to the reference executor, from the start, so errors, partial
 * data and masking stay its own. Queries only read, so running one again there is safe; it
 * costs a second run only when answering an error.
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
    const value =
      typeof source === "object" && source !== null ? (source as Record<string, unknown>)[field.def.name] : undefined;
    if (typeof value === "function") throw notFast;
    return field.complete(
      value,
      field.isLeaf ? undefined : { prev: parentPath, key: field.responseName, typename: field.parentType.name },
      run,
    );
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
  return isPromise(resolved)
    ? resolved.then((value) => field.complete(value, path, run))
    : field.complete(resolved, path, run);
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
        const itemValue = isPromise(item)
          ? item.then((resolved) => inner(resolved, itemPath, run))
          : inner(item, itemPath, run);
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

/** What planning reads besides the schema: the document's fragments and the request's variables. */
type Planning = { fragments: Record<string, FragmentDefinitionNode>; variables: Record<string, unknown> };

/** Whether `@skip` and `@include` keep a selection, decided as the reference decides; other directives are the reference's. */
function isIncluded(
  node: FieldNode | InlineFragmentNode | FragmentSpreadNode,
  variables: Record<string, unknown>,
): boolean {
  if (!node.directives?.length) return true;
  if (node.directives.some((directive) => directive.name.value !== "skip" && directive.name.value !== "include"))
    throw notFast;
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/** The fields a selection asks of an object type, merged by response name, as the reference collects them. */
function planFields(
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  planning: Planning,
): FieldPlan[] {
  if (type.isTypeOf) throw notFast;
  const nodesByResponseName = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (!isIncluded(selection, planning.variables)) continue;
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
        const fragment = planning.fragments[selection.name.value];
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
    if (fieldName === "__typename")
      return {
        responseName,
        typename: type.name,
        def: TypeNameMetaFieldDef,
        nodes,
        parentType: type,
        resolve: undefined,
        isLeaf: true,
        complete: () => type.name,
      };
    const def = fields[fieldName];
    if (!def) throw notFast;
    const subSelections = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const named = getNamedType(def.type);
    const isLeaf = isLeafType(named);
    return {
      responseName,
      def,
      nodes,
      parentType: type,
      resolve: def.resolve,
      isLeaf,
      complete: planCompletion(def.type, subSelections, planning),
    };
  });
}

function planCompletion(type: GraphQLOutputType, subSelections: SelectionSetNode[], planning: Planning): Complete {
  if (isNonNullType(type)) return completeNonNull(planCompletion(type.ofType, subSelections, planning));
  if (isListType(type)) {
    const named = getNamedType(type);
    return completeList(planCompletion(type.ofType, subSelections, planning), isLeafType(named));
  }
  if (isLeafType(type)) return completeLeaf(type);
  if (isObjectType(type)) return completeObject(planFields(type, subSelections, planning));
  // Interfaces and unions need a type resolver: the reference handles them.
  throw notFast;
}

/**
 * An operation the fast path may answer, with its plans: one for each combination of the values
 * of the variables that `@skip` and `@include` read (a screen sends few).
 */
type Operation = {
  schema: GraphQLSchema;
  queryType: GraphQLObjectType;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  conditionVariables: string[];
  /** null: a plan the fast path cannot answer with those values. */
  plans: Map<string, FieldPlan[] | null>;
};

function prepareOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Operation | null {
  const operation = getOperationAST(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== "query" || operation.directives?.length || !queryType) return null;
  const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const conditionVariables = new Set<string>();
  visit(document, {
    Directive(directive) {
      if (directive.name.value !== "skip" && directive.name.value !== "include") return;
      for (const argument of directive.arguments ?? [])
        if (argument.value.kind === Kind.VARIABLE) conditionVariables.add(argument.value.name.value);
    },
  });
  return { schema, queryType, operation, fragments, conditionVariables: [...conditionVariables], plans: new Map() };
}

/** Operations by document (Yoga's parser cache hands out the same document for the same query text). */
const operations = new WeakMap<DocumentNode, Map<string | null | undefined, Operation | null>>();

function operationFor(args: ExecutionArgs): Operation | null {
  let byName = operations.get(args.document);
  if (!byName) operations.set(args.document, (byName = new Map()));
  let operation = byName.get(args.operationName);
  if (operation === undefined || (operation && operation.schema !== args.schema)) {
    operation = prepareOperation(args.schema, args.document, args.operationName);
    byName.set(args.operationName, operation);
  }
  return operation;
}

function planFor(operation: Operation, variables: Record<string, unknown>): FieldPlan[] | null {
  const key = operation.conditionVariables.map((name) => String(variables[name])).join(",");
  let plan = operation.plans.get(key);
  if (plan === undefined) {
    try {
      plan = planFields(operation.queryType, [operation.operation.selectionSet], {
        fragments: operation.fragments,
        variables,
      });
    } catch (error) {
      if (error !== notFast) throw error;
      plan = null;
    }
    operation.plans.set(key, plan);
  }
  return plan;
}

type Execute = (args: ExecutionArgs) => unknown;

/** The requests whose operation the fast path answered (Yoga puts the request in every context). */
const answeredFast = new WeakSet<Request>();

function answered(args: ExecutionArgs, data: unknown): ExecutionResult {
  const request = (args.contextValue as { request?: Request } | undefined)?.request;
  if (request) answeredFast.add(request);
  return { data } as ExecutionResult;
}

/** Answers `args` on the fast path when it can, else with `reference`. */
function executeFast<R>(
  args: ExecutionArgs,
  reference: (args: ExecutionArgs) => R,
): R | ExecutionResult | Promise<R | ExecutionResult> {
  const operation = operationFor(args);
  if (!operation) return reference(args);
  const variables = getVariableValues(
    operation.schema,
    operation.operation.variableDefinitions ?? [],
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  if (variables.errors) return reference(args);
  const plan = planFor(operation, variables.coerced);
  if (!plan) return reference(args);
  const run: Run = {
    schema: operation.schema,
    operation: operation.operation,
    fragments: operation.fragments,
    rootValue: args.rootValue,
    context: args.contextValue,
    variables: variables.coerced,
  };
  let data: unknown;
  try {
    data = executeFields(plan, args.rootValue, undefined, run);
  } catch {
    return reference(args);
  }
  if (!isPromise(data)) return answered(args, data);
  return data.then(
    (completed) => answered(args, completed),
    () => reference(args),
  );
}

/**
 * The fast path as a Yoga plugin: it wraps whichever executor Yoga would have used. Without it
 * (the `FAST_QUERY_PATH` binding "off"), that executor answers everything.
 */
export function fastQueryExecution(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      const reference = executeFn as Execute;
      setExecuteFn(((args: ExecutionArgs) => executeFast(args, reference)) as typeof executeFn);
    },
  };
}

/**
 * Instrumentation (tests only, `REPORT_GRAPHQL_EXECUTOR`): adds `X-GraphQL-Executor: fast` to
 * Yoga's `response` to `request` when the fast path answered it, and `reference` otherwise (Yoga
 * answered, with its executor or before executing anything).
 */
export async function withExecutorHeader(request: Request, response: Response | Promise<Response>) {
  const answer = await response;
  answer.headers.set("X-GraphQL-Executor", answeredFast.has(request) ? "fast" : "reference");
  return answer;
}
