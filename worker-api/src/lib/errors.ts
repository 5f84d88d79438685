import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { fieldCodesOf, messageCodeOf, type MessageCode } from "../shared/api-messages";
import {
  DatabaseBusy,
  DomainError,
  GroupMoving,
  TooManyAttempts,
  type DistinctErrorCode,
  type DomainErrorKind,
  type FieldErrors,
} from "./domain-errors";

type ErrorCode =
  | DistinctErrorCode
  | "BAD_REQUEST"
  | "VALIDATION_ERROR"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UPGRADE_REQUIRED"
  | "RATE_LIMITED"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_ERROR";

/**
 * The codes of a refusal's sentences (shared/api-messages.ts), answered beside the sentences: the
 * message's code and the values it names, and each field message's. Absent for sentences with none.
 */
export type MessageCodes = {
  message_code?: MessageCode["code"];
  message_params?: Record<string, string>;
  field_codes?: Record<string, MessageCode>;
};

/** The codes of a message and its field messages, as a refusal answers them (REST's body, GraphQL's extensions). */
export function messageCodes(message: string, fields?: FieldErrors): MessageCodes {
  const own = messageCodeOf(message);
  const fieldCodes = fieldCodesOf(fields);
  return {
    ...(own && { message_code: own.code }),
    ...(own?.params && { message_params: own.params }),
    ...(Object.keys(fieldCodes).length > 0 && { field_codes: fieldCodes }),
  };
}

/** The body of every REST error answer (the web reads it by this type). */
export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: FieldErrors } & MessageCodes };

const codeByStatus: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  426: "UPGRADE_REQUIRED",
  422: "VALIDATION_ERROR",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

/** An HTTP error in the API's one error format. Throw it; `onError` answers it. */
export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { code?: ErrorCode; fields?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.code = options.code ?? codeByStatus[status] ?? "BAD_REQUEST";
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** The status each domain error answers over REST; its code follows from the status unless the error has its own. */
const statusOfDomainError: Record<DomainErrorKind, ContentfulStatusCode> = {
  "not-found": 404,
  "bad-input": 422,
  "too-large": 413,
  conflict: 409,
  forbidden: 403,
  unauthenticated: 401,
  "too-many-attempts": 429,
  unavailable: 503,
};

/** Field name → first message, from a zod error (`a.b` for nested paths). */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export const validationError = (
  error: ZodError,
  message = "Please check your information and try again.",
  status: 400 | 422 = 422,
) =>
  new ApiError(status, message, {
    code: status === 422 ? "VALIDATION_ERROR" : "BAD_REQUEST",
    fields: fieldErrors(error),
  });

function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  return c.json(body, status, headers);
}

/** The one place every API error is answered. Unexpected errors are logged and masked. */
export function handleError(thrown: Error, c: Context) {
  const err =
    thrown instanceof DomainError
      ? new ApiError(statusOfDomainError[thrown.kind], thrown.message, {
          code: thrown.code,
          fields: thrown.fields,
          headers:
            thrown instanceof TooManyAttempts || thrown instanceof GroupMoving || thrown instanceof DatabaseBusy
              ? { "Retry-After": String(thrown.retryAfterSeconds) }
              : undefined,
        })
      : thrown;
  if (err instanceof ApiError) {
    const body: ErrorBody = { error: { code: err.code, message: err.message } };
    if (err.fields) body.error.fields = err.fields;
    Object.assign(body.error, messageCodes(err.message, err.fields));
    return errorResponse(c, err.status as ContentfulStatusCode, body, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = codeByStatus[status] ?? (status >= 500 ? "INTERNAL_ERROR" : "BAD_REQUEST");
    return errorResponse(c, status, { error: { code, message: err.message || "Bad request" } });
  }
  console.error(`[${c.get("requestId") ?? "-"}] unexpected error`, err);
  return errorResponse(c, 500, {
    error: { code: "INTERNAL_ERROR", message: "An unexpected error occurred. Please try again." },
  });
}

export function handleNotFound(c: Context) {
  return errorResponse(c, 404, { error: { code: "NOT_FOUND", message: "Not found" } });
}
