CREATE TABLE `week_plan_rules` (
	`group_id` integer PRIMARY KEY NOT NULL,
	`rules` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
