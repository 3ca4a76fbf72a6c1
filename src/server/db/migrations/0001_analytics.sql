CREATE TABLE "analytics_keys" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"visit_date" date PRIMARY KEY NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visitors_last_seen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_places" (
	"country" varchar(100) NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_places_country_region_city_pk" PRIMARY KEY("country","region","city")
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"visitor_hash" varchar(64) PRIMARY KEY NOT NULL,
	"first_visit_date" date NOT NULL,
	"last_visit_date" date NOT NULL
);
--> statement-breakpoint
DROP INDEX "visits_date_visitor_idx";--> statement-breakpoint
DROP INDEX "visits_visitor_idx";