ALTER TABLE `recipe_ingredients` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `instructions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `prep_time_minutes` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `cook_time_minutes` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `total_time_minutes` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `source_url` text;--> statement-breakpoint
CREATE INDEX `recipes_group_source_idx` ON `recipes` (`group_id`,`source_url`);