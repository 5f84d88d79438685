ALTER TABLE `hosted_groups` ADD `holds_kept_for` text;--> statement-breakpoint
ALTER TABLE `recipe_line_cache` ADD `lines_held_by_meals` integer DEFAULT 0 NOT NULL;