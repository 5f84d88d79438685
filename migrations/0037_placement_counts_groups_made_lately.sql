DROP INDEX `groups_shard_idx`;--> statement-breakpoint
CREATE INDEX `groups_shard_created_idx` ON `groups` (`shard`,`created_at`);