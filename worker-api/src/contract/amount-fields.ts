import { z } from "zod";
import { amountProblem, parseAmount, type AmountRule } from "../shared/amount";

/**
 * The schemas for amounts in the API's and the forms' input, under the one amount rule of
 * shared/amount.ts. They live apart from that module because pages import it: zod in a module a
 * page reaches ships zod to every such page once any page uses it.
 */

/** Text is read as an amount; a number (the API's JSON) passes as it is. */
const typedAmount = (value: unknown) => (typeof value === "string" ? parseAmount(value) : value);

/** A schema for numbers that also takes an amount as a person types it. */
export const amountField = <S extends z.ZodType>(schema: S) => z.preprocess(typedAmount, schema);

/** A schema for an amount under `amountProblem`'s rule; something that is no number at all is told as its rule says. */
export const amountNumber = (rule: AmountRule = {}) => {
  const label = rule.label ?? "Quantity";
  return z
    .number({
      error: (issue) =>
        typeof issue.input === "number" || typeof issue.input === "string"
          ? amountProblem(typeof issue.input === "number" ? issue.input : Number.NaN, rule)!
          : // A missing amount is told what it must be.
            `${label} must be ${rule.zero ? "0 or more" : "greater than 0"}`,
    })
    .check((ctx) => {
      const problem = amountProblem(ctx.value, rule);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });
};
