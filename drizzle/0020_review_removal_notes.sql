-- Staff's record of a review's removal (review_removals) outlives the review, but its note, which
-- may describe what the review said, does not: whenever a review row is deleted (withdrawn by its
-- author, deleted with their account, or with its introduction after the retention period, which
-- cascades), the note on its removal is cleared first. The firm, the reason, who removed it and when
-- are kept (the privacy policy, "Your reviews").
create function review_removals_forget_note() returns trigger language plpgsql as $$
begin
  update review_removals set note = null where review_id = old.id;
  return old;
end $$;
--> statement-breakpoint

create trigger reviews_forget_removal_note before delete on reviews for each row execute function review_removals_forget_note();
--> statement-breakpoint

-- Removals whose review has already gone lose their note now.
update review_removals set note = null where review_id is null;
