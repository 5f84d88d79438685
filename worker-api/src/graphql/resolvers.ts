import type { z } from "zod";
import { analysePendingLines } from "../data/line-allergens";
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

/**
 * A search that leaves allergens out, read again once the group's lines not analysed yet are
 * (their first filtered search only: a line is analysed when it is written).
 */
export async function withLinesAnalysed<Read extends { pendingLines: number }>(
  ctx: GraphQLContext,
  read: () => Promise<Read>,
) {
  const first = await read();
  if (!first.pendingLines) return first;
  await analysePendingLines(await ctx.scope());
  return read();
}
