-- An introduction marked passed on keeps when it reached our desk, so the mark can be undone
-- (docs/introductions.md, "Delivery routes").
ALTER TABLE "introductions" ADD COLUMN "reached_desk_at" timestamp with time zone;