DROP INDEX `shopping_items_list_idx`;--> statement-breakpoint
CREATE INDEX `shopping_items_list_group_idx` ON `shopping_items` (`list_id`,`group_id`);