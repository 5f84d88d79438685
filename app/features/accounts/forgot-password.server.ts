import { emailField } from "@larder/contract/auth";
import { z } from "zod";
import { parseForm, withMessage } from "~/utils/form.server";

const resetRequestSchema = z.object({ email: withMessage(emailField, "Please enter a valid email address.") });

/** The forgotten-password form, checked on the server only: the schemas (and zod) stay out of the page's JavaScript. */
export const parseResetRequest = (form: FormData) => parseForm(form, resetRequestSchema);
