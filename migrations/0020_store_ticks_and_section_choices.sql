CREATE TABLE `section_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`name_key` text NOT NULL,
	`section` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `section_choices_group_name_unique` ON `section_choices` (`group_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `store_ticks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`section` text NOT NULL,
	`ticked_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `shopping_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_ticks_item_unique` ON `store_ticks` (`item_id`);--> statement-breakpoint
CREATE INDEX `store_ticks_store_idx` ON `store_ticks` (`store_id`,`ticked_at`);--> statement-breakpoint
ALTER TABLE `shopping_lists` ADD `store_id` integer REFERENCES stores(id);