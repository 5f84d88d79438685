// ESLint: typescript-eslint's recommended rules and React's rules of hooks, over both workers,
// the Drizzle schema, the scripts and the tests. Formatting is Prettier's job, not ESLint's.
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The screens already translated (docs/translating.md): in these files a component shows no words
 * of its own, only messages from app/locales/. Each area joins the list once its messages are
 * written in every language.
 */
const TRANSLATED = [
  "app/root.tsx",
  "app/components/nav-bar.tsx",
  "app/components/toasts.tsx",
  "app/components/field.tsx",
  "app/components/code-input.tsx",
  "app/features/home/$.tsx",
  "app/features/accounts/login.tsx",
  "app/features/accounts/login_.verify.tsx",
  "app/features/accounts/register.tsx",
  "app/features/user/components/language-section.tsx",
  // Shared components (core)
  "app/components/dialog.tsx",
  "app/components/pager.tsx",
  "app/components/filter-panel.tsx",
  "app/components/row-menu.tsx",
  "app/components/day-input.tsx",
  "app/components/page-header.tsx",
  "app/components/states.tsx",
  "app/components/stats.tsx",
  "app/components/submit-button.tsx",
  "app/components/intent-button.tsx",
  "app/components/name-suggestions.tsx",
  "app/components/recipe-photo.tsx",
  "app/components/table-head.tsx",
  "app/components/detail-list.tsx",
  "app/components/button-link.tsx",
  "app/components/row-link.tsx",
  "app/components/redirect-after.tsx",
  "app/components/server-rendered.tsx",
  "app/components/icons.tsx",
  // Groups (households, members, export and import) and the ingredient catalogue.
  "app/features/groups/**/*.tsx",
  "app/features/ingredients/**/*.tsx",
  // Pantry, what to cook, settings, and the rest of the accounts pages (helper "pantry").
  "app/features/pantry/**/*.tsx",
  "app/features/cook/**/*.tsx",
  "app/features/user/**/*.tsx",
  "app/features/accounts/**/*.tsx",
  // Meals, the planner, Plan my week, the home page and the calendar feed (issue 52, meals).
  "app/features/meals/**/*.tsx",
  "app/features/home/**/*.tsx",
  "app/features/calendar/**/*.tsx",
  // Shopping: the lists, a list, the items, their dialogs; the offline status line.
  "app/features/shopping/*.tsx",
  "app/features/shopping/components/*.tsx",
  // Recipes: the list, the recipe page, cook mode, the import screen and the shared page.
  "app/features/recipes/**/*.tsx",
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "public/build/",
      "public/sw.js",
      ".wrangler/",
      "node_modules/",
      "worker-api/.wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests read JSON answers of every shape; typing each one would restate the API.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The web reads the API's answer types off its routes; the API's code itself never enters the web's bundles.
    files: ["app/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@larder/api/*"], allowTypeImports: true, message: "Import only types from the API." }],
        },
      ],
    },
  },
  {
    // Pages import the shared modules, and zod in a module a page reaches goes to every such page
    // once any page uses it (about 90 KB gzip): schemas belong in worker-api/src/contract/.
    files: ["worker-api/src/shared/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", allowTypeImports: true, message: "Keep zod schemas in contract/." }] },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Words written in a component instead of a message key. Attributes that are words (labels,
    // titles, placeholders) count too; those that are code (classes, types, routes) do not.
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: ["label", "title", "alt", "placeholder", "aria-label", "pending", "message", "intro"],
          },
        },
      ],
    },
  },
);
