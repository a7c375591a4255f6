-- The seeded campaign e-mails name the recruit's own ClearView figures and their sandbox
-- (docs/nurture.md, "Merge fields"). A line whose field has no value for a recruit (no ClearView
-- baseline yet) is left out of their message, so each figure stands on its own line. Only texts
-- still as migration 00007 wrote them change (campaigns created later copied the same text).
update nurture_campaign_steps
set body = E'Hi {first_name},\n\nNumbers are half the story. This short video shows how our loan officers and ops team work together day to day:\n\n{video_link}\n\nYour ClearView five-year total came to {five_year_total}.\nRecruiting adds {recruiting_income} over those five years.\nYour ownership projection: {ownership}.\nTry a what-if of your own in your sandbox: {sandbox_link}\n\nYour ClearView results and discovery tools stay on your dashboard: {dashboard_link}\n\n{recruiter_name}'
where channel = 'email'
  and body = E'Hi {first_name},\n\nNumbers are half the story. This short video shows how our loan officers and ops team work together day to day:\n\n{video_link}\n\nYour ClearView results and discovery tools stay on your dashboard: {dashboard_link}\n\n{recruiter_name}';

update nurture_campaign_steps
set body = E'Hi {first_name},\n\nA quick monthly note from Clearpath: your ClearView results and discovery tools are still waiting on your dashboard, and the numbers are easy to update when your business changes.\n\nYour ClearView five-year total stands at {five_year_total}; see what a change would do in your sandbox: {sandbox_link}\n\n{dashboard_link}\n\nWhenever you want to talk, reply to this e-mail.\n\n{recruiter_name}'
where channel = 'email'
  and body = E'Hi {first_name},\n\nA quick monthly note from Clearpath: your ClearView results and discovery tools are still waiting on your dashboard, and the numbers are easy to update when your business changes.\n\n{dashboard_link}\n\nWhenever you want to talk, reply to this e-mail.\n\n{recruiter_name}';
