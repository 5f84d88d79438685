/**
 * Why a request cannot be served, as the data layer says it: plain errors that know nothing of
 * GraphQL or HTTP. Each transport maps them once, to what its clients see: GraphQL's error
 * masking (graphql/route.ts) to an error with a code and a status, REST's `onError`
 * (lib/errors.ts) to the API's error body.
 */

/** Field name → the message for that field. */
export type FieldErrors = Record<string, string>;

const AUTHENTICATION_REQUIRED = "Authentication required";

/**
 * A code that tells one refusal from the others of its kind, for clients that act on it: the
 * web signs the person out on `AUTHENTICATION_REQUIRED` (not on a wrong password, also a 401)
 * and falls back to the personal group on `GROUP_NOT_FOUND` (not on any row not found).
 */
export type DistinctErrorCode = "AUTHENTICATION_REQUIRED" | "GROUP_NOT_FOUND";

export abstract class DomainError extends Error {
  abstract readonly kind:
    | "not-found"
    | "bad-input"
    | "too-large"
    | "conflict"
    | "forbidden"
    | "unauthenticated"
    | "too-many-attempts"
    | "unavailable";

  constructor(
    message: string,
    /** The fields at fault, where there are any. */
    readonly fields?: FieldErrors,
    /** Answered instead of the kind's own code, where one is set. */
    readonly code?: DistinctErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind = DomainError["kind"];

/** Nothing by that id within reach: another group's rows answer exactly like rows that do not exist. */
export class NotFound extends DomainError {
  readonly kind = "not-found";
}

/** The group a request names is none of the caller's: it does not exist, or they are not (or no longer) in it. */
export class GroupNotFound extends NotFound {
  constructor() {
    super("Group not found.", undefined, "GROUP_NOT_FOUND");
  }
}

/** Arguments the request cannot be served with. */
export class BadInput extends DomainError {
  readonly kind = "bad-input";
}

/** Input larger than is taken at once (a file holding more rows or bytes than an import reads). */
export class TooLarge extends DomainError {
  readonly kind = "too-large";
}

/** A name or an address that another row holds already. */
export class Conflict extends DomainError {
  readonly kind = "conflict";
}

/** Within reach, but not the caller's to do. */
export class Forbidden extends DomainError {
  readonly kind = "forbidden";
}

/** No signed-in person: no session, an ended one, or credentials that do not match. */
export class Unauthenticated extends DomainError {
  readonly kind = "unauthenticated";
  /** Without a message: no session (or an ended one), as against credentials that do not match. */
  constructor(message?: string) {
    super(message ?? AUTHENTICATION_REQUIRED, undefined, message === undefined ? "AUTHENTICATION_REQUIRED" : undefined);
  }
}

/** Too many attempts in a window (sign-in, codes): the caller may try again after `retryAfterSeconds`. */
export class TooManyAttempts extends DomainError {
  readonly kind = "too-many-attempts";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * The group is moving to another database and its move outlasted the wait: nothing was written,
 * and the same request succeeds again after `retryAfterSeconds`.
 */
export class GroupMoving extends DomainError {
  readonly kind = "unavailable";
  readonly retryAfterSeconds = 2;
  constructor() {
    super("This household is moving to new storage. Nothing was changed; try again in a moment.");
  }
}

/**
 * The database stayed locked by another connection (local D1 opened by two processes) through
 * every retry, or did not confirm a write it was sent. A moment later the same request succeeds.
 */
export class DatabaseBusy extends DomainError {
  readonly kind = "unavailable";
  readonly retryAfterSeconds = 1;
  constructor({ unconfirmedWrite = false } = {}) {
    super(
      unconfirmedWrite
        ? "The database did not confirm this change. Reload to see whether it was saved, then try again if not."
        : "The database is busy. Nothing was changed; try again in a moment.",
    );
  }
}
