-- The seeded quiz campaign promised "10 道题" for a quiz of 5 questions. Seeds only fill an empty
-- database, so an existing one gets the corrected texts here; the page counts the questions it loads.
UPDATE campaigns SET summary = '答题测测你的调研常识' WHERE key = 'answerSheet' AND summary = '10 道题测测你的调研常识';
UPDATE campaigns SET rules = '<p>交卷后立即出分，可分享成绩给好友。</p>' WHERE key = 'answerSheet' AND rules = '<p>共 5 道题，交卷后立即出分，可分享成绩给好友。</p>';
