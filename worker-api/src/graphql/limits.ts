import {
  getNullableType,
  GraphQLError,
  isListType,
  Kind,
  parse,
  type ASTNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/** What one GraphQL request may ask for. Larder's own screens stay far below these. */
const LIMITS = { depth: 8, aliases: 15, tokens: 2000, cost: 5000, listFactor: 10 } as const;

const limitError = (message: string) =>
  new GraphQLError(message, { extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } } });

/** Deepest selection of an operation (fragments followed once), to refuse pathological nesting. */
function depthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        if (!node.selectionSet) return depth;
        return Math.max(...node.selectionSet.selections.map((child) => depthOf(child, depth + 1, seen)));
      }
      if (node.kind === Kind.INLINE_FRAGMENT)
        return Math.max(...node.selectionSet.selections.map((child) => depthOf(child, depth, seen)));
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(node.name.value);
        if (!fragment || seen.has(node.name.value)) return depth;
        return Math.max(
          ...fragment.selectionSet.selections.map((child) =>
            depthOf(child, depth, new Set([...seen, node.name.value])),
          ),
        );
      }
      return depth;
    };
    return {
      OperationDefinition(operation) {
        const depth = Math.max(
          0,
          ...operation.selectionSet.selections.map((selection) => depthOf(selection, 1, new Set())),
        );
        if (depth > maxDepth)
          context.reportError(limitError(`Query is too deep: ${depth} levels, at most ${maxDepth}.`));
      },
    };
  };
}

/** Aliases multiply work; a handful is plenty. */
function aliasRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext) => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases)
            context.reportError(limitError(`Too many aliases: ${aliases}, at most ${maxAliases}.`));
        },
      },
    };
  };
}

/**
 * Estimated cost: each field costs 1 for every item it may be asked for; a field that returns a
 * list multiplies what is under it by an assumed 10 items.
 */
function costRule(maxCost: number, listFactor: number): ValidationRule {
  return (context: ValidationContext) => {
    let cost = 0;
    const multipliers = [1];
    return {
      Field: {
        enter() {
          const multiplier = multipliers[multipliers.length - 1]!;
          cost += multiplier;
          const definition = context.getFieldDef();
          const returnsList = definition ? isListType(getNullableType(definition.type)) : false;
          multipliers.push(returnsList ? multiplier * listFactor : multiplier);
        },
        leave() {
          multipliers.pop();
        },
      },
      Document: {
        leave() {
          if (cost > maxCost)
            context.reportError(limitError(`Query is too costly: an estimated ${cost}, at most ${maxCost}.`));
        },
      },
    };
  };
}

/**
 * Outside local development the schema is not handed out whole: `__schema` is refused. `__type`
 * for a name the caller already knows stays (GraphQL over HTTP's audit looks a type up by name;
 * the types are the API's public contract, and errors no longer suggest names to guess).
 * docs/decisions/0014.
 */
const noSchemaDumpRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === "__schema") {
      context.reportError(
        new GraphQLError('GraphQL introspection of the whole schema ("__schema") is not allowed here.', {
          nodes: node,
        }),
      );
    }
  },
});

/**
 * Limits on depth, cost, aliases, tokens and nesting, and the whole schema only in local
 * development. A request past a limit is a 400 before anything runs.
 */
export function requestLimits(options: { introspection: boolean }): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parse(source, { ...parseOptions, maxTokens: LIMITS.tokens });
        } catch (error) {
          if (error instanceof GraphQLError && /contains more \w+ \d+ tokens/i.test(error.message)) {
            throw limitError(`Query is too long: more than ${LIMITS.tokens} tokens.`);
          }
          // The parser descends once per level of brackets: lists nested thousands deep (within
          // the token limit) run out of stack before they run out of tokens.
          if (error instanceof RangeError) throw limitError("Query nests too deeply.");
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthRule(LIMITS.depth));
      addValidationRule(aliasRule(LIMITS.aliases));
      addValidationRule(costRule(LIMITS.cost, LIMITS.listFactor));
      if (!options.introspection) addValidationRule(noSchemaDumpRule);
    },
  };
}
