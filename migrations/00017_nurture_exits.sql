-- Two more ways a nurture enrollment ends by itself (docs/nurture.md, "Exit"): the recruit replied
-- (`replied`) or a meeting was booked (`meeting_booked`).
alter table nurture_enrollments drop constraint nurture_enrollments_ended_reason_check;
alter table nurture_enrollments add constraint nurture_enrollments_ended_reason_check
  check (ended_reason in ('completed', 'onboarding', 'opted_out', 'ended_by_staff', 'moved_to_long_term', 'replaced', 'replied', 'meeting_booked'));
