/**
 * Remix classic compiler, built for workerd: one ESM file with every dependency bundled,
 * which wrangler deploys as is (`no_bundle`), so nothing is bundled twice.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // Every screen and endpoint of the web worker, by feature. A feature's folder under app/features/
  // holds its route modules (named after their URL, as in Remix's flat routes), the `*.server.ts`
  // modules they call, and `components/` and `lib/` used by that feature alone.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route(undefined, "features/home/_index.tsx", { index: true });
      route("home", "features/home/home.tsx");
      route("*", "features/home/$.tsx");

      route("login", "features/accounts/login.tsx");
      route("login/verify", "features/accounts/login_.verify.tsx");
      route("logout", "features/accounts/logout.tsx");
      route("register", "features/accounts/register.tsx");
      route("forgot-password", "features/accounts/forgot-password.tsx");
      route("reset-password", "features/accounts/reset-password.tsx");
      route("reset-password/verify", "features/accounts/reset-password_.verify.tsx");

      route("calendar/:file", "features/calendar/calendar.$file.tsx");
      route("r/:token", "features/recipes/r.$token.tsx");
      route("groups", "features/groups/groups._index.tsx", { index: true });
      route("groups/new", "features/groups/groups.new.tsx");
      route("groups/switch", "features/groups/groups.switch.tsx");
      route("groups/:id", "features/groups/groups.$id._index.tsx", { index: true });
      route("groups/:id/edit", "features/groups/groups.$id.edit.tsx");
      route("groups/:id/export", "features/groups/groups.$id.export.tsx");
      route("groups/:id/import", "features/groups/groups.$id.import.tsx");
      route("groups/:id/members", "features/groups/groups.$id.members._index.tsx", { index: true });
      route("groups/:id/members/add", "features/groups/groups.$id.members.add.tsx");
      route("groups/:id/user-search", "features/groups/groups.$id.user-search.tsx");

      route("meals", "features/meals/meals._index.tsx", { index: true });
      route("meals/:id", "features/meals/meals.$id.tsx");
      route("plan", "features/meals/plan.tsx");
      route("plan/week", "features/meals/plan-week.tsx");

      route("recipes", "features/recipes/recipes._index.tsx", { index: true });
      route("recipes/import", "features/recipes/recipes.import.tsx");
      route("recipes/:slug", "features/recipes/recipes.$slug.tsx", () => {
        route("photo", "features/recipes/recipes.$slug.photo.tsx");
      });
      route("recipes/:slug/cook", "features/recipes/recipes.$slug_.cook.tsx");

      route("ingredients", "features/ingredients/ingredients.tsx");

      route("shopping-lists", "features/shopping/shopping-lists._index.tsx", { index: true });
      route("shopping-lists/:id", "features/shopping/shopping-lists.$id.tsx", () => {
        route("changes", "features/shopping/shopping-lists.$id.changes.ts");
      });
      route("shopping-items", "features/shopping/shopping-items.tsx");

      route("pantry", "features/pantry/pantry.tsx");
      route("cook", "features/cook/cook.tsx");

      route("user", "features/user/user.tsx");
      route("user/export", "features/user/user_.export.tsx");
      route("user/locale", "features/user/user_.locale.tsx");
      route("user/theme", "features/user/user_.theme.tsx");

      // One area's messages in one language, for pages opened in the browser (app/i18n/).
      route("locales/:lng/:ns", "i18n/locales.$lng.$ns.ts");
    }),
  server: "./app/worker.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: every page loads the whole route manifest (about 40 routes, 2 KB gzip) instead of
    // scanning every link it renders and asking /__manifest for the routes they reach; on a week
    // of meals that scan cost more than the manifest (decision 31).
    v3_lazyRouteDiscovery: false,
  },
};
