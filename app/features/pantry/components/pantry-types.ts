import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loadPantry } from "../pantry.server";

/** A line as the page has it: the API's line and its days left to its best-before day. */
export type PantryLine = SerializeFrom<Awaited<ReturnType<typeof loadPantry>>>["items"][number];
export type PantryPlace = SerializeFrom<Awaited<ReturnType<typeof loadPantry>>>["places"][number];
