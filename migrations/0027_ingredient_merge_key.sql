ALTER TABLE `ingredients` ADD `merge_key` text;--> statement-breakpoint
CREATE INDEX `ingredients_group_merge_key_idx` ON `ingredients` (`group_id`,`merge_key`);