ALTER TABLE `hosted_members` ADD `groups_changed_at` integer;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `open_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_items_list_open_key_unique` ON `shopping_items` (`list_id`,`open_key`);