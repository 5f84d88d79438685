import { Hono } from "hono";
import { feedWords } from "../calendar/feed-words";
import { mealCalendar } from "../calendar/meal-feed";
import { calendarFeedMeals } from "../data/calendar-feed";
import type { AppEnv } from "../env";
import { readCapabilityToken } from "../lib/capability-token";
import { NotFound } from "../lib/domain-errors";
import { webOriginOf } from "../lib/web-origin";

const CALENDAR_NOT_FOUND = "Calendar not found";

/**
 * A person's meals as an iCalendar feed, for calendar apps to subscribe to: no account, the
 * address is the key (lib/capability-token.ts). A revoked or made-up address is not found.
 */
export const calendarRoutes = new Hono<AppEnv>().get("/:file{[^/]+\\.ics}", async (c) => {
  const address = await readCapabilityToken(c.env.JWT_SECRET, "calendar-feed", c.req.param("file").slice(0, -4));
  const feed =
    address?.ids.length === 1 &&
    (await calendarFeedMeals(c.get("db"), c.get("databases"), address.ids[0]!, address.version));
  if (!feed) throw new NotFound(CALENDAR_NOT_FOUND);
  // The feed is read in the language the person chose for their account.
  return c.body(mealCalendar(feed.meals, webOriginOf(c), feedWords(feed.locale)), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="larder-meals.ics"',
    // Calendar apps ask again every hour or so; a changed plan shows within minutes.
    "Cache-Control": "private, max-age=300",
  });
});
