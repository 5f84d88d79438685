ALTER TABLE `ingredients` ADD `food_id` integer;--> statement-breakpoint
ALTER TABLE `recipe_ingredients` ADD `free_of` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `recipe_ingredients` ADD `allergens` integer;--> statement-breakpoint
ALTER TABLE `recipe_ingredients` ADD `diets` integer;