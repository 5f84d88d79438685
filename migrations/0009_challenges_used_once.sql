CREATE TABLE `used_challenges` (
	`jti` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
