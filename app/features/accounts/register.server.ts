import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { EMAIL_TAKEN, registerSchema } from "@larder/contract/auth";
import { ApiUnreachableError, callApi, NETWORK_ERROR, readApiError } from "~/api.server";
import { formReply, parseForm } from "~/utils/form.server";
import { signInNewcomer } from "./login.server";

/**
 * The form checked with the schema the API validates with, so the form and the API agree on every
 * rule. Here, not in the route module: the schemas (and zod) stay out of the page's JavaScript.
 */
export const parseRegistration = (form: FormData) => parseForm(form, registerSchema);

/** The register action's call; its error texts are the product's, word for word. */
export async function registerAccount(
  request: Request,
  context: AppLoadContext,
  input: z.output<typeof registerSchema>,
  form: FormData,
) {
  let response: Response;
  try {
    response = await callApi(context.env, "/v1/auth/register", { body: input, request });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return formReply(form, { error: NETWORK_ERROR, status: 503 });
    throw error;
  }
  if (response.ok) return signInNewcomer(request, context, { email: input.email, password: input.password });
  const apiError = await readApiError(response);
  if (response.status === 400 || response.status === 422) {
    if (apiError.fields.email)
      return formReply(form, { error: EMAIL_TAKEN, status: response.status, fields: { email: EMAIL_TAKEN } });
    return formReply(form, {
      error: "Please check your information and try again.",
      status: response.status,
      fields: apiError.fields,
    });
  }
  if (response.status === 429) return formReply(form, { error: apiError.message, status: 429 });
  return formReply(form, { error: "Registration failed. Please try again.", status: response.status });
}
