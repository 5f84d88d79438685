ALTER TABLE `users` ADD `calendar_feed` integer;--> statement-breakpoint
ALTER TABLE `recipes` ADD `share_version` integer;