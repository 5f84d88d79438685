import { BOOKMARK_HEADER, type D1Timing } from "@larder/contract/d1-session";
import { GROUPS_CHANGED_HEADER } from "@larder/contract/headers";
import { isBookmark, parseD1Timing } from "@larder/shared/d1-session";
import type { ApiService } from "./env.server";
import type { Session } from "./session.server";

/** What one page's API calls cost and report, for its `Server-Timing` and the test headers. */
type PageReports = {
  /** D1's time and round trips, added up over the calls. */
  d1: D1Timing;
  /** Wall time during which at least one API call was in flight. */
  apiMs: number;
  /** Which executor answered each GraphQL request (when the API reports it). */
  executors: string[];
};

export const emptyReports = (): PageReports => ({ d1: { ms: 0, trips: 0 }, apiMs: 0, executors: [] });

/**
 * The API binding as one page request uses it (docs/decisions/0021): every call, RPC or fetch,
 * carries the session's newest D1 bookmark, and the session keeps the newest one that comes back,
 * so the next page reads at least what this one wrote. A bookmark in the cookie that is not shaped
 * like one is never sent. Each answer's word on when the person's memberships changed is noted.
 */
export function sessionApi(api: ApiService, session: Session, reports: PageReports): ApiService {
  let inFlight = 0;
  let since = 0;
  const send = async (call: (request: Request) => Promise<Response>, request: Request) => {
    const bookmark = session.data.d1_bookmark;
    // Every request reaching here was built by this worker for this call (api.server.ts, live-socket.server.ts).
    if (isBookmark(bookmark)) request.headers.set(BOOKMARK_HEADER, bookmark);
    if (inFlight++ === 0) since = performance.now();
    try {
      const response = await call(request);
      session.keepBookmark(response.headers.get(BOOKMARK_HEADER));
      session.keepGroupsChanged(response.headers.get(GROUPS_CHANGED_HEADER));
      const d1 = parseD1Timing(response.headers.get("Server-Timing"));
      reports.d1.ms += d1.ms;
      reports.d1.trips += d1.trips;
      const executor = response.headers.get("X-GraphQL-Executor");
      if (executor) reports.executors.push(executor);
      return response;
    } finally {
      if (--inFlight === 0) reports.apiMs += performance.now() - since;
    }
  };
  return {
    handle: (request) => send((sent) => api.handle(sent), request),
    fetch: (request) => send((sent) => api.fetch(sent), request),
  };
}
