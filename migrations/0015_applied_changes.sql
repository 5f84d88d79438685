CREATE TABLE `applied_changes` (
	`group_id` integer NOT NULL,
	`change_id` text NOT NULL,
	`nonce` text NOT NULL,
	`target_id` integer,
	`applied_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`group_id`, `change_id`),
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `applied_changes_applied_at_idx` ON `applied_changes` (`applied_at`);