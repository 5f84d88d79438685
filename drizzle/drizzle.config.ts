import { defineConfig } from "drizzle-kit";

// Migrations are only generated here; they are applied with `wrangler d1 migrations apply`.
export default defineConfig({
  dialect: "sqlite",
  schema: "./drizzle/schema/index.ts",
  out: "./migrations",
});
