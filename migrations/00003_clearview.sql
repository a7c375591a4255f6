-- ClearView: Yjs update log and snapshots, scenarios, company settings (filled by the ClearView issue).
select 1;
