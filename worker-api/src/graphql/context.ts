import type { Context } from "hono";
import type { z } from "zod";
import { createLoaders } from "../data/loaders";
import type { AppEnv } from "../env";
import { roomNotifier, type ListNotifier } from "../live/list-notifier";
import { BadInput } from "../lib/domain-errors";
import { fieldErrors } from "../lib/errors";
import { photoFetchOptions } from "../photos/copy-photo";
import { MALFORMED_TEXT, malformedTextAt } from "../lib/validation";
import { resolveRequestScope } from "../middleware/auth";
import { dayRange, parseDayMonthYear } from "../shared/dates";
import { askedLocale } from "../shared/locales";
import { clientIdSchema, deviceIdMessage } from "../contract/shopping";
import { CLIENT_HEADER } from "../contract/headers";

const sender = (client: string | undefined, userId: number) => (client ? { client, userId } : undefined);

function clientOf(c: Context<AppEnv>) {
  const header = c.req.header(CLIENT_HEADER);
  if (header === undefined) return undefined;
  if (!clientIdSchema.safeParse(header).success) throw new BadInput(deviceIdMessage(CLIENT_HEADER));
  return header;
}

/**
 * Everything a resolver may use, built per request: the database, the signed-in user, the
 * active group with its membership check (`resolveRequestScope`, shared with REST: in the first
 * read's batch, or on its own before anything else), fresh DataLoaders, and the notifier that tells a list's open pages
 * what changed once a write has committed.
 */
export async function createContext(c: Context<AppEnv>) {
  const db = c.get("db");
  const request = await resolveRequestScope(c);
  const lists: ListNotifier = roomNotifier(
    c.env.SHOPPING_LIST_ROOMS,
    (promise) => c.executionCtx.waitUntil(promise),
    sender(clientOf(c), request.userId),
  );

  return {
    /** The directory (accounts): planning rows are read through `readScope` and `scope`. */
    db,
    requestId: c.get("requestId"),
    /** The language of the page that asked (its `Accept-Language`), for what the API words: a list's notes. */
    language: askedLocale(c.req.header("Accept-Language")),
    /** For the list reads that batch the membership check with their data. */
    readScope: request.readScope,
    /** For everything else: resolves once the membership has been checked. */
    scope: request.scope,
    /** The signed-in user, checked to exist. */
    viewer: request.viewer,
    loaders: createLoaders(request.readScope.db, request.readScope.groupId),
    lists,
    /** Work to start once the answer is final and finish after it is sent. */
    afterAnswer: c.get("afterAnswer"),
    /** Recipe photos: removed with their recipe, or when its image changes. */
    photos: c.env.PHOTOS,
    /** How a photo's link is fetched for its copy in `photos`. */
    photoFetch: photoFetchOptions(c.env),
  };
}
export type GraphQLContext = Awaited<ReturnType<typeof createContext>>;

/** What the Hono route hands to Yoga; resolvers see it merged with the GraphQL context. */
export type ServerContext = { hono: Context<AppEnv> };

/** Validates arguments with a shared zod schema: the first problem is the message, all are in `fields`. */
export function parseArgs<Schema extends z.ZodType>(schema: Schema, args: unknown): z.output<Schema> {
  const malformed = malformedTextAt(args);
  if (malformed) throw new BadInput(MALFORMED_TEXT, { [malformed[0] ?? "args"]: MALFORMED_TEXT });
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  throw new BadInput(result.error.issues[0]!.message, fieldErrors(result.error));
}

/** The range of days of `start_date` and `end_date` (DD/MM/YYYY, both included), or BadInput. */
export function dayRangeArgs(args: { start_date: string; end_date: string }) {
  const range = dayRange(args.start_date, args.end_date);
  if ("error" in range) throw new BadInput(range.error);
  return range;
}

/** The furthest a time zone is from UTC, in minutes (UTC+14:00). */
const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/** The asker's distance from UTC in minutes east (0 when not given), or BadInput past ±14 hours. */
export function utcOffsetArg(offset: number | null | undefined) {
  const minutes = offset ?? 0;
  if (Math.abs(minutes) > MAX_UTC_OFFSET_MINUTES)
    throw new BadInput(`utc_offset_minutes must be between -${MAX_UTC_OFFSET_MINUTES} and ${MAX_UTC_OFFSET_MINUTES}`);
  return minutes;
}

/**
 * The weeks of `copyWeek`: the first days (DD/MM/YYYY) of the source and target weeks, each from
 * 00:00 of the asker's wall clock (`utc_offset_minutes` east of UTC), as UTC ms; or BadInput.
 */
export function weekCopyArgs(args: { from_start: string; to_start: string; utc_offset_minutes?: number | null }) {
  const from = parseDayMonthYear(args.from_start);
  const to = parseDayMonthYear(args.to_start);
  if (from === null) throw new BadInput(`from_start must be a real date as DD/MM/YYYY, got "${args.from_start}"`);
  if (to === null) throw new BadInput(`to_start must be a real date as DD/MM/YYYY, got "${args.to_start}"`);
  const offset = utcOffsetArg(args.utc_offset_minutes);
  return { from: from - offset * 60_000, to: to - offset * 60_000 };
}
