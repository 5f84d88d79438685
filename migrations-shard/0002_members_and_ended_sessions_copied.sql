CREATE TABLE `ended_sessions` (
	`family_id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`ended_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ended_sessions_user_idx` ON `ended_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `ended_sessions_ended_idx` ON `ended_sessions` (`ended_at`);--> statement-breakpoint
CREATE TABLE `hosted_members` (
	`group_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `user_id`),
	FOREIGN KEY (`group_id`) REFERENCES `hosted_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hosted_members_user_idx` ON `hosted_members` (`user_id`);