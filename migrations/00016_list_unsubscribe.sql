-- Follow-up and bulk e-mails carry the List-Unsubscribe header (RFC 2369, one-click per RFC 8058;
-- docs/nurture.md, "Unsubscribe"): its value is written with the message, transactional e-mails
-- have none.
alter table messages add column list_unsubscribe text;
