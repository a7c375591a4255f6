-- The staff Settings screen (docs/dashboard.md, "Settings"): each user's notification preferences,
-- and the coaching talking points staff may rewrite (null = the built-in ones).

-- E-mail copies of bell notifications are opt-in: a recruiter already sees them in the bell.
alter table users add column email_notifications boolean not null default false;
-- Desktop (browser) notifications for new bell entries, shown only once the browser allows them.
alter table users add column push_notifications boolean not null default true;

alter table company_settings add column coaching_notes jsonb;
