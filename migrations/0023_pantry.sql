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
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
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
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
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
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pantry_places_group_name_unique` ON `pantry_places` (`group_id`,lower("name"));--> statement-breakpoint
CREATE INDEX `pantry_places_group_position_idx` ON `pantry_places` (`group_id`,`position`);--> statement-breakpoint
ALTER TABLE `meals` ADD `cooked_at` integer;--> statement-breakpoint
ALTER TABLE `meals` ADD `cooked_servings` integer;--> statement-breakpoint
ALTER TABLE `shopping_lists` ADD `stocks_pantry` integer DEFAULT true NOT NULL;