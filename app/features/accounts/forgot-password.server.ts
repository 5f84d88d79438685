import type { AppLoadContext } from "@remix-run/cloudflare";
import { emailField } from "@larder/contract/auth";
import { z } from "zod";
import { parseForm, withMessage } from "~/utils/form.server";

const resetRequestSchema = (context: AppLoadContext) =>
  z.object({ email: withMessage(emailField, context.i18n.t("accounts:forgot.invalidEmail")) });

/**
 * The forgotten-password form, its message in the page's language; checked on the server only:
 * the schemas (and zod) stay out of the page's JavaScript.
 */
export const parseResetRequest = (context: AppLoadContext, form: FormData) =>
  parseForm(form, resetRequestSchema(context));
