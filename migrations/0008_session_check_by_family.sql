DROP INDEX `refresh_tokens_family_idx`;--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_revoked_idx` ON `refresh_tokens` (`family_id`,`revoked_at`);