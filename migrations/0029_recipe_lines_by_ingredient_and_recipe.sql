DROP INDEX `recipe_ingredients_ingredient_idx`;--> statement-breakpoint
CREATE INDEX `recipe_ingredients_ingredient_recipe_idx` ON `recipe_ingredients` (`ingredient_id`,`recipe_id`);