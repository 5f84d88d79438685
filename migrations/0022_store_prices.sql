CREATE TABLE `store_prices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`store_id` integer NOT NULL,
	`item_key` text NOT NULL,
	`price_cents` integer NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_prices_store_item_unique` ON `store_prices` (`store_id`,`item_key`);