-- Staff analytics (docs/dashboard.md, "Analytics & Reports"): when a ClearView session started, so
-- the average session duration can be measured (proforma sessions already keep started_at), and the
-- indexes the analytics and activity queries read by date.

alter table clearview_sessions add column started_at timestamptz;
-- Sessions that were already running or done: their first save is unknown; leave started_at empty,
-- so they do not count towards the average duration rather than count with a guess.

create index status_timeline_created_idx on status_timeline (created_at, stage);
create index clearview_sessions_completed_idx on clearview_sessions (completed_at) where completed_at is not null;
create index messages_sent_idx on messages (sent_at) where sent_at is not null;
create index activity_logs_action_idx on activity_logs (action, created_at desc);
