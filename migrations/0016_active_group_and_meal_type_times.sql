ALTER TABLE `group_members` ADD `activated_at` integer;--> statement-breakpoint
ALTER TABLE `meal_types` ADD `default_minutes` integer;