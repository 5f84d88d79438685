CREATE TABLE `hosted_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`frozen` integer DEFAULT false NOT NULL,
	`moved_to` integer,
	`writes` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ingredient_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ingredient_groups_group_name_unique` ON `ingredient_groups` (`group_id`,lower("name"));--> statement-breakpoint
CREATE TABLE `ingredients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`merge_key` text,
	`type` text DEFAULT '' NOT NULL,
	`description` text,
	`default_unit` text,
	`calories_per_100g` real,
	`ingredient_group_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ingredient_group_id`) REFERENCES `ingredient_groups`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ingredients_group_name_unique` ON `ingredients` (`group_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `ingredients_ingredient_group_idx` ON `ingredients` (`ingredient_group_id`);--> statement-breakpoint
CREATE INDEX `ingredients_group_merge_key_idx` ON `ingredients` (`group_id`,`merge_key`);--> statement-breakpoint
CREATE TABLE `recipe_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_categories_group_name_unique` ON `recipe_categories` (`group_id`,lower("name"));--> statement-breakpoint
CREATE TABLE `recipe_ingredients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipe_id` integer NOT NULL,
	`ingredient_id` integer NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ingredient_id`) REFERENCES `ingredients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_ingredients_recipe_ingredient_unique` ON `recipe_ingredients` (`recipe_id`,`ingredient_id`);--> statement-breakpoint
CREATE INDEX `recipe_ingredients_ingredient_recipe_idx` ON `recipe_ingredients` (`ingredient_id`,`recipe_id`);--> statement-breakpoint
CREATE TABLE `recipe_line_cache` (
	`recipe_id` integer PRIMARY KEY NOT NULL,
	`lines` text DEFAULT '[]' NOT NULL,
	`line_count` integer DEFAULT 0 NOT NULL,
	`held_lines` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`difficulty` text,
	`is_favorite` integer DEFAULT false NOT NULL,
	`servings` integer DEFAULT 4 NOT NULL,
	`instructions` text DEFAULT '[]' NOT NULL,
	`prep_time_minutes` integer,
	`cook_time_minutes` integer,
	`total_time_minutes` integer,
	`source_url` text,
	`category_id` integer,
	`share_version` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `recipe_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipes_group_slug_unique` ON `recipes` (`group_id`,`slug`);--> statement-breakpoint
CREATE INDEX `recipes_group_created_idx` ON `recipes` (`group_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `recipes_group_title_idx` ON `recipes` (`group_id`,`title`);--> statement-breakpoint
CREATE INDEX `recipes_category_idx` ON `recipes` (`category_id`);--> statement-breakpoint
CREATE INDEX `recipes_group_source_idx` ON `recipes` (`group_id`,`source_url`);--> statement-breakpoint
CREATE TABLE `meal_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`default_minutes` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meal_types_group_name_unique` ON `meal_types` (`group_id`,lower("name"));--> statement-breakpoint
CREATE TABLE `meals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`recipe_id` integer,
	`type_id` integer,
	`scheduled_date` integer,
	`servings` integer,
	`cooked_at` integer,
	`cooked_servings` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`type_id`) REFERENCES `meal_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `meals_group_date_idx` ON `meals` (`group_id`,`scheduled_date`);--> statement-breakpoint
CREATE INDEX `meals_recipe_idx` ON `meals` (`recipe_id`);--> statement-breakpoint
CREATE INDEX `meals_type_idx` ON `meals` (`type_id`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`created_by` integer,
	`content` text NOT NULL,
	`description` text,
	`project_id` text,
	`section_id` text,
	`due_date` integer,
	`labels` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tasks_group_idx` ON `tasks` (`group_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `applied_changes` (
	`group_id` integer NOT NULL,
	`change_id` text NOT NULL,
	`nonce` text NOT NULL,
	`target_id` integer,
	`applied_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`group_id`, `change_id`),
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `applied_changes_applied_at_idx` ON `applied_changes` (`applied_at`);--> statement-breakpoint
CREATE TABLE `section_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name_key` text NOT NULL,
	`section` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `section_choices_group_name_unique` ON `section_choices` (`group_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `shopping_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`list_id` integer NOT NULL,
	`name` text NOT NULL,
	`ingredient_id` integer,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`is_bought` integer DEFAULT false NOT NULL,
	`type` text DEFAULT 'Other' NOT NULL,
	`section` text DEFAULT 'Other' NOT NULL,
	`needed` real,
	`have` real,
	`more_amounts` text,
	`notes` text,
	`source` text DEFAULT 'manual' NOT NULL,
	`sync_key` text,
	`source_meal_ids` text,
	`edited_by_user` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`list_id`) REFERENCES `shopping_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ingredient_id`) REFERENCES `ingredients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shopping_items_list_group_idx` ON `shopping_items` (`list_id`,`group_id`);--> statement-breakpoint
CREATE INDEX `shopping_items_group_created_idx` ON `shopping_items` (`group_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `shopping_items_ingredient_idx` ON `shopping_items` (`ingredient_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_items_list_sync_key_unique` ON `shopping_items` (`list_id`,`sync_key`);--> statement-breakpoint
CREATE TABLE `shopping_lists` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`start_date` text,
	`end_date` text,
	`total_price` integer DEFAULT 0 NOT NULL,
	`synced` integer DEFAULT false NOT NULL,
	`store_id` integer,
	`stocks_pantry` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shopping_lists_group_created_idx` ON `shopping_lists` (`group_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_lists_synced_range_unique` ON `shopping_lists` (`group_id`,`title`,`start_date`,`end_date`) WHERE synced = 1;--> statement-breakpoint
CREATE TABLE `store_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`item_key` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_prices_store_item_unique` ON `store_prices` (`store_id`,`item_key`);--> statement-breakpoint
CREATE TABLE `store_ticks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`section` text NOT NULL,
	`ticked_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `shopping_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_ticks_item_unique` ON `store_ticks` (`item_id`);--> statement-breakpoint
CREATE INDEX `store_ticks_store_idx` ON `store_ticks` (`store_id`,`ticked_at`);--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`section_order` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_group_name_unique` ON `stores` (`group_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `stores_group_position_idx` ON `stores` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `pantry_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`ingredient_id` integer NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`place_id` integer,
	`best_before` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ingredient_id`) REFERENCES `ingredients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `pantry_places`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "pantry_items_quantity_not_negative" CHECK("pantry_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pantry_items_line_unique` ON `pantry_items` (`group_id`,`ingredient_id`,`unit`,(CASE WHEN "place_id" IS NULL THEN 0 ELSE "place_id" END),(CASE WHEN "best_before" IS NULL THEN '' ELSE "best_before" END));--> statement-breakpoint
CREATE INDEX `pantry_items_group_best_before_idx` ON `pantry_items` (`group_id`,`best_before`);--> statement-breakpoint
CREATE INDEX `pantry_items_ingredient_idx` ON `pantry_items` (`ingredient_id`);--> statement-breakpoint
CREATE INDEX `pantry_items_place_idx` ON `pantry_items` (`place_id`);--> statement-breakpoint
CREATE TABLE `pantry_moves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`reason` text NOT NULL,
	`shopping_item_id` integer,
	`meal_id` integer,
	`ingredient_id` integer NOT NULL,
	`unit` text NOT NULL,
	`place_id` integer,
	`best_before` text,
	`delta` real NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shopping_item_id`) REFERENCES `shopping_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ingredient_id`) REFERENCES `ingredients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`place_id`) REFERENCES `pantry_places`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pantry_moves_bought_item_unique` ON `pantry_moves` (`shopping_item_id`) WHERE reason = 'bought';--> statement-breakpoint
CREATE INDEX `pantry_moves_meal_idx` ON `pantry_moves` (`meal_id`);--> statement-breakpoint
CREATE INDEX `pantry_moves_ingredient_idx` ON `pantry_moves` (`ingredient_id`);--> statement-breakpoint
CREATE INDEX `pantry_moves_place_idx` ON `pantry_moves` (`place_id`);--> statement-breakpoint
CREATE TABLE `pantry_places` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pantry_places_group_name_unique` ON `pantry_places` (`group_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `pantry_places_group_position_idx` ON `pantry_places` (`group_id`,`position`);