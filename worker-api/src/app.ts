import { GROUPS_CHANGED_HEADER } from "./contract/headers";
import { shardRoutes } from "./routes/shards";
import { Hono } from "hono";
import { except } from "hono/combine";
import { methodNotAllowed } from "hono/method-not-allowed";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./env";
import { graphqlRoutes } from "./graphql/route";
import { ApiError, handleError, handleNotFound } from "./lib/errors";
import { limitBody } from "./middleware/body-limit";
import { withSession } from "./middleware/d1-session";
import { authRoutes } from "./routes/auth";
import { calendarRoutes } from "./routes/calendar";
import { healthRoutes } from "./routes/health";
import { photoRoutes } from "./routes/photos";
import { groupRoutes } from "./routes/groups";
import { recipeRoutes } from "./routes/recipes";
import { sharedRecipeRoutes } from "./routes/shared-recipes";
import { shoppingListRoutes } from "./routes/shopping-lists";
import { userRoutes } from "./routes/user";
import { usersRoutes } from "./routes/users";

/** Request bodies larger than this are refused with 413 before anything reads them (three routes set their own). */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Builds the API with its whole middleware stack; the worker and the tests both use it.
 * Nothing here reads a secret: bindings arrive per request in `c.env`.
 */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // A known path asked with a method it does not serve answers 405 with `Allow`, not 404.
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const allow = methods.join(", ");
        return handleError(new ApiError(405, `Method not allowed. Use ${allow}.`, { headers: { Allow: allow } }), c);
      },
    }),
  );
  // nosniff, frame denial, no referrer leaks and the like; the API answers JSON only.
  app.use(secureHeaders({ crossOriginResourcePolicy: "same-site" }));
  app.use(withSession);
  // A signed-in person's answers say when their memberships last changed, from the check that let
  // them in (no read of its own): the web worker reads their groups again when that moved.
  app.use(async (c, next) => {
    await next();
    const changed = c.get("groupsChangedAt")?.();
    if (changed !== undefined) c.header(GROUPS_CHANGED_HEADER, String(changed));
  });
  app.use(
    // The recipe import takes whole pages, a photo upload whole images and a group import whole export files:
    // each sets its own limit (routes/recipes.ts, routes/groups.ts).
    except(
      ["/v1/recipes/import", "/v1/recipes/:id/photo", "/v1/groups/:id/import"],
      limitBody(MAX_BODY_BYTES, `Request body is larger than ${MAX_BODY_BYTES / 1024} KB.`),
    ),
  );

  app.route("/v1/health", healthRoutes);
  app.route("/v1/auth", authRoutes);
  app.route("/v1/user", userRoutes);
  app.route("/v1/users", usersRoutes);
  app.route("/v1/groups", groupRoutes);
  app.route("/v1/recipes", recipeRoutes);
  app.route("/v1/photos", photoRoutes);
  app.route("/v1/calendar", calendarRoutes);
  app.route("/v1/shared-recipes", sharedRecipeRoutes);
  app.route("/v1/shopping-lists", shoppingListRoutes);
  app.route("/v1/api", graphqlRoutes);
  app.route("/v1/shards", shardRoutes);

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
