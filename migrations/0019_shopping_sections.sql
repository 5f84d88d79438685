ALTER TABLE `shopping_items` ADD `section` text DEFAULT 'Other' NOT NULL;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `needed` real;--> statement-breakpoint
ALTER TABLE `shopping_items` ADD `more_amounts` text;