import type { Database } from "../db";

/**
 * Who is asking and for which group. Every data function takes one and filters by it, so
 * authorization lives here, in the data layer, whatever the transport.
 */
export type Scope = { db: Database; groupId: number; userId: number };
