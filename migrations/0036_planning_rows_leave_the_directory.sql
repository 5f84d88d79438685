CREATE TABLE `id_ranges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shard` integer NOT NULL,
	`taken_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shard_sizes` (
	`shard` integer PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL,
	`measured_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
DROP TABLE `ingredient_groups`;--> statement-breakpoint
DROP TABLE `ingredients`;--> statement-breakpoint
DROP TABLE `recipe_categories`;--> statement-breakpoint
DROP TABLE `recipe_ingredients`;--> statement-breakpoint
DROP TABLE `recipe_line_cache`;--> statement-breakpoint
DROP TABLE `recipes`;--> statement-breakpoint
DROP TABLE `meal_types`;--> statement-breakpoint
DROP TABLE `meals`;--> statement-breakpoint
DROP TABLE `tasks`;--> statement-breakpoint
DROP TABLE `applied_changes`;--> statement-breakpoint
DROP TABLE `section_choices`;--> statement-breakpoint
DROP TABLE `shopping_items`;--> statement-breakpoint
DROP TABLE `shopping_lists`;--> statement-breakpoint
DROP TABLE `store_prices`;--> statement-breakpoint
DROP TABLE `store_ticks`;--> statement-breakpoint
DROP TABLE `stores`;--> statement-breakpoint
DROP TABLE `pantry_items`;--> statement-breakpoint
DROP TABLE `pantry_moves`;--> statement-breakpoint
DROP TABLE `pantry_places`;--> statement-breakpoint
ALTER TABLE `groups` ADD `shard` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `groups_shard_idx` ON `groups` (`shard`);