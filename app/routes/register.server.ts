import type { AppLoadContext } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import { EMAIL_TAKEN, type registerSchema } from "@larder/schemas/auth";
import { ApiUnreachableError, callApi, NETWORK_ERROR, readApiError } from "~/api.server";

/** The register action's call; error texts from spec 1 §8 (Register rows). */
export async function registerAccount(
  request: Request,
  context: AppLoadContext,
  input: z.output<typeof registerSchema>,
  values: Record<string, string>,
) {
  const fail = (error: string, status: number, fields: Record<string, string> = {}) =>
    json({ error, fields, values }, { status });
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/register", { body: input, request });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return fail(NETWORK_ERROR, 503);
    throw error;
  }
  if (response.ok) {
    context.session.toast("success", "Registration successful! Please log in.");
    return redirect("/login");
  }
  const apiError = await readApiError(response);
  if (response.status === 400 || response.status === 422) {
    if (apiError.fields.email) return fail(EMAIL_TAKEN, response.status, { email: EMAIL_TAKEN });
    return fail("Please check your information and try again.", response.status, apiError.fields);
  }
  if (response.status === 429) return fail(apiError.message, 429);
  return fail("Registration failed. Please try again.", response.status);
}
