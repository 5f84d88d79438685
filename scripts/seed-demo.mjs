// The demo household: one account with recipes, ingredients, this week's meals and a shopping list.
import { DEMO_ACCOUNT } from "./lib.mjs";

const q = (text) => (text === null || text === undefined ? "NULL" : `'${String(text).replaceAll("'", "''")}'`);

const ingredientGroups = ["Vegetables", "Dairy", "Pantry", "Meat", "Fish", "Bakery"];
const ingredients = [
  ["Tomato", "vegetable", "Vegetables", "g", 18],
  ["Onion", "vegetable", "Vegetables", "pcs", 40],
  ["Garlic", "vegetable", "Vegetables", "pcs", 149],
  ["Spinach", "vegetable", "Vegetables", "g", 23],
  ["Bell pepper", "vegetable", "Vegetables", "pcs", 31],
  ["Milk", "dairy", "Dairy", "ml", 42],
  ["Parmesan", "dairy", "Dairy", "g", 431],
  ["Butter", "dairy", "Dairy", "g", 717],
  ["Eggs", "dairy", "Dairy", "pcs", 155],
  ["Spaghetti", "grain", "Pantry", "g", 371],
  ["Arborio rice", "grain", "Pantry", "g", 350],
  ["Olive oil", "oil", "Pantry", "ml", 884],
  ["Flour", "grain", "Pantry", "g", 364],
  ["Soy sauce", "condiment", "Pantry", "tbsp", null],
  ["Chicken breast", "meat", "Meat", "g", 165],
  ["Salmon fillet", "fish", "Fish", "g", 208],
  ["Lemon", "fruit", null, "pcs", 29],
];
const categories = ["Main Dishes", "Vegetables", "Fish", "Breakfast"];
const recipes = [
  [
    "spaghetti-pomodoro",
    "Spaghetti Pomodoro",
    "Spaghetti in a quick garlic and tomato sauce, finished with parmesan.",
    "Main Dishes",
    2,
    [
      ["Spaghetti", 200, "g"],
      ["Tomato", 400, "g"],
      ["Garlic", 2, "pcs"],
      ["Olive oil", 2, "tbsp"],
      ["Parmesan", 30, "g"],
    ],
  ],
  [
    "chicken-stir-fry",
    "Chicken Stir-Fry",
    "Chicken, peppers and onion tossed with soy sauce.",
    "Main Dishes",
    2,
    [
      ["Chicken breast", 300, "g"],
      ["Bell pepper", 2, "pcs"],
      ["Onion", 1, "pcs"],
      ["Soy sauce", 3, "tbsp"],
      ["Olive oil", 1, "tbsp"],
    ],
  ],
  [
    "baked-salmon",
    "Baked Salmon",
    "Salmon baked with lemon and garlic butter.",
    "Fish",
    2,
    [
      ["Salmon fillet", 350, "g"],
      ["Lemon", 1, "pcs"],
      ["Butter", 20, "g"],
      ["Garlic", 1, "pcs"],
    ],
  ],
  [
    "spinach-omelette",
    "Spinach Omelette",
    "A fluffy omelette folded over wilted spinach.",
    "Breakfast",
    1,
    [
      ["Eggs", 3, "pcs"],
      ["Spinach", 60, "g"],
      ["Butter", 10, "g"],
      ["Milk", 30, "ml"],
    ],
  ],
  [
    "vegetable-risotto",
    "Vegetable Risotto",
    "Creamy risotto with spinach, peppers and parmesan.",
    "Vegetables",
    3,
    [
      ["Arborio rice", 300, "g"],
      ["Onion", 1, "pcs"],
      ["Spinach", 100, "g"],
      ["Bell pepper", 1, "pcs"],
      ["Parmesan", 50, "g"],
      ["Butter", 30, "g"],
    ],
  ],
  [
    "pancakes",
    "Pancakes",
    "Thin pancakes for a slow weekend breakfast.",
    "Breakfast",
    2,
    [
      ["Flour", 150, "g"],
      ["Milk", 0.3, "l"],
      ["Eggs", 2, "pcs"],
      ["Butter", 20, "g"],
    ],
  ],
];
const mealTypes = ["Breakfast", "Lunch", "Dinner", "Snack"];

/** Monday 00:00 UTC of the week holding `now` (weeks start on Monday, spec 1 §9). */
function mondayOf(now) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

export function demoSeedSql(passwordHash, now) {
  const user = `(SELECT id FROM users WHERE email = ${q(DEMO_ACCOUNT.email)})`;
  const group = `(SELECT id FROM groups WHERE owner_id = ${user} AND is_personal = 1)`;
  const lines = [
    `INSERT INTO users (email, password_hash, first_name, last_name, username) VALUES (${q(DEMO_ACCOUNT.email)}, ${q(passwordHash)}, ${q(DEMO_ACCOUNT.firstName)}, ${q(DEMO_ACCOUNT.lastName)}, 'dana');`,
    `INSERT INTO groups (name, description, is_personal, owner_id) VALUES ('Personal', 'Your own recipes and plans', 1, ${user});`,
    `INSERT INTO group_members (group_id, user_id, role) VALUES (${group}, ${user}, 'owner');`,
  ];
  for (const name of ingredientGroups)
    lines.push(`INSERT INTO ingredient_groups (group_id, name) VALUES (${group}, ${q(name)});`);
  for (const [name, type, ingredientGroup, unit, calories] of ingredients) {
    const groupRef = ingredientGroup
      ? `(SELECT id FROM ingredient_groups WHERE group_id = ${group} AND name = ${q(ingredientGroup)})`
      : "NULL";
    lines.push(
      `INSERT INTO ingredients (group_id, name, type, default_unit, calories_per_100g, ingredient_group_id) VALUES (${group}, ${q(name)}, ${q(type)}, ${q(unit)}, ${calories ?? "NULL"}, ${groupRef});`,
    );
  }
  for (const name of categories)
    lines.push(`INSERT INTO recipe_categories (group_id, name) VALUES (${group}, ${q(name)});`);
  for (const [slug, title, description, category, servings, parts] of recipes) {
    lines.push(
      `INSERT INTO recipes (group_id, slug, title, description, servings, category_id) VALUES (${group}, ${q(slug)}, ${q(title)}, ${q(description)}, ${servings}, (SELECT id FROM recipe_categories WHERE group_id = ${group} AND name = ${q(category)}));`,
    );
    parts.forEach(([ingredient, quantity, unit], position) => {
      lines.push(
        `INSERT INTO recipe_ingredients (recipe_id, ingredient_id, quantity, unit, position) VALUES ((SELECT id FROM recipes WHERE group_id = ${group} AND slug = ${q(slug)}), (SELECT id FROM ingredients WHERE group_id = ${group} AND name = ${q(ingredient)}), ${quantity}, ${q(unit)}, ${position});`,
      );
    });
  }
  for (const name of mealTypes) lines.push(`INSERT INTO meal_types (group_id, name) VALUES (${group}, ${q(name)});`);

  const monday = mondayOf(now);
  const dinners = [
    "spaghetti-pomodoro",
    "chicken-stir-fry",
    "baked-salmon",
    "vegetable-risotto",
    "chicken-stir-fry",
    "baked-salmon",
    "spaghetti-pomodoro",
  ];
  const at = (dayOffset, hour, minute = 0) => monday.getTime() + dayOffset * 86_400_000 + (hour * 60 + minute) * 60_000;
  const meal = (slug, type, when) => {
    const recipe = recipes.find((r) => r[0] === slug);
    return `INSERT INTO meals (group_id, title, description, recipe_id, type_id, scheduled_date) VALUES (${group}, ${q(recipe[1])}, ${q(recipe[2])}, (SELECT id FROM recipes WHERE group_id = ${group} AND slug = ${q(slug)}), (SELECT id FROM meal_types WHERE group_id = ${group} AND name = ${q(type)}), ${when});`;
  };
  dinners.forEach((slug, day) => lines.push(meal(slug, "Dinner", at(day, 19))));
  lines.push(meal("spinach-omelette", "Breakfast", at(2, 8, 30)));
  lines.push(meal("pancakes", "Breakfast", at(5, 9)));
  lines.push(meal("pancakes", "Breakfast", at(6, 9, 30)));

  const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
  lines.push(
    `INSERT INTO shopping_lists (group_id, title, description, status, start_date, end_date, total_price) VALUES (${group}, 'Weekly groceries', 'Everything for this week''s dinners', 'active', ${q(iso(at(0, 0)))}, ${q(iso(at(6, 0)))}, 4500);`,
  );
  const list = `(SELECT id FROM shopping_lists WHERE group_id = ${group} AND title = 'Weekly groceries')`;
  const items = [
    ["Spaghetti", 400, "g", 189, "Pantry", 1],
    ["Tomato", 800, "g", 320, "Vegetables", 0],
    ["Salmon fillet", 700, "g", 1599, "Fish", 0],
    ["Chicken breast", 600, "g", 899, "Meat", 0],
    ["Parmesan", 110, "g", 450, "Dairy", 1],
    ["Washing-up liquid", 1, "pcs", 249, "Other", 0],
  ];
  for (const [name, quantity, unit, cents, type, bought] of items) {
    const ingredient =
      name === "Washing-up liquid"
        ? "NULL"
        : `(SELECT id FROM ingredients WHERE group_id = ${group} AND name = ${q(name)})`;
    lines.push(
      `INSERT INTO shopping_items (group_id, list_id, name, ingredient_id, quantity, unit, price_cents, is_bought, type) VALUES (${group}, ${list}, ${q(name)}, ${ingredient}, ${quantity}, ${q(unit)}, ${cents}, ${bought}, ${q(type)});`,
    );
  }
  return lines.join("\n") + "\n";
}
