import { DatabaseBusy } from "./domain-errors";

/**
 * SQLite found the database locked by another connection (local D1 opened by a second process):
 * the statement or batch did not run, its transaction rolled back, and it may be sent again.
 */
const LOCKED = /SQLITE_BUSY|database is locked/;
/**
 * Local D1 answering after its SQLite was locked while it replied: the batch may have been
 * committed already. Sent again only when it writes nothing.
 */
const UNCONFIRMED = /internal error; reference = /;

/** Attempts in all, waiting 50, 100, 200, 400 ms between them: under a second. */
const ATTEMPTS = 5;
const FIRST_WAIT_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a round trip to D1, again after a short wait while the database is locked (and, for a
 * read, while its answer went missing). When the lock outlasts the attempts the request answers
 * 503 with a plain message, never a 500; a write whose commit went unconfirmed is never sent
 * twice, and answers 503 saying so.
 */
export async function sendRetrying<T>(write: boolean, send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const message = String(error);
      const retryable = LOCKED.test(message) || (!write && UNCONFIRMED.test(message));
      if (!retryable) {
        if (write && UNCONFIRMED.test(message)) throw new DatabaseBusy({ unconfirmedWrite: true });
        throw error;
      }
      if (attempt === ATTEMPTS) throw new DatabaseBusy();
      await sleep(FIRST_WAIT_MS * 2 ** (attempt - 1));
    }
  }
}
