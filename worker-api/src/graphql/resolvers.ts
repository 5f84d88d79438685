import type { z } from "zod";
import type { Scope } from "../data/scope";
import { parseArgs, type GraphQLContext } from "./context";

/** A resolver that hands the checked scope and its arguments, parsed with the schema, to a data function. */
export const withParsedArgs =
  <Schema extends z.ZodType, Result>(schema: Schema, run: (scope: Scope, input: z.output<Schema>) => Result) =>
  async (_: unknown, args: unknown, ctx: GraphQLContext) =>
    run(await ctx.scope(), parseArgs(schema, args));

/** A resolver that hands the checked scope and its `id` argument to a data function. */
export const withId =
  <Result>(run: (scope: Scope, id: number) => Result) =>
  async (_: unknown, { id }: { id: number }, ctx: GraphQLContext) =>
    run(await ctx.scope(), id);
