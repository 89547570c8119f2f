-- The lottery after its review (issue 31): a draw's seed sealed until it is drawn, the whole request behind each
-- ticket's key, a fight's sides refunded on a draw, results drawn by the house's RNG final (voided, never corrected)
-- apart from results that come from outside, and rules that call the arena the virtual game it is.

-- The seed sealed under the platform's secrets key (AES-256-GCM, as vendors' secrets are) while the draw is open: a
-- reader of the database learns nothing it could bet on. The plain column holds the seed only once revealed.
alter table lottery_draw add column seed_sealed bytea;
alter table lottery_draw alter column seed drop not null;
-- Draws opened before this migration still hold their seed in the clear: the app seals them when it starts. Not
-- valid, so this migration can run without the key; every write from now on is held to it.
alter table lottery_draw add constraint lottery_draw_seed_sealed_while_open check (status <> 'open' or seed is null) not valid;

-- The SHA-256 of what a ticket's purchase asked for (game, draw, bet type, pick, stake): the same key with another
-- request is refused, not answered with the first ticket (null on tickets bought before).
alter table lottery_ticket add column request_hash text;

-- refunded: a meron or wala stake paid back because its fight was a draw (the sabong rule).
alter table lottery_ticket drop constraint lottery_ticket_status_check;
alter table lottery_ticket add constraint lottery_ticket_status_check check (status in ('placed', 'won', 'lost', 'refunded', 'void'));

-- Where a game's results come from: rng, drawn by the house from the seed it committed to (final: a faulty draw is
-- voided, its stakes returned, never given another result), or outside, an official draw the operator enters (a
-- wrong entry may be corrected). Each draw keeps what it opened as: a game switched later cannot turn a draw whose
-- seed's hash was published into one whose result the operator types in.
alter table lottery_game add column results_from text not null default 'rng' check (results_from in ('rng', 'outside'));
alter table lottery_draw add column results_from text not null default 'rng' check (results_from in ('rng', 'outside'));

-- The lottery rules seeded before said a fight's sides pay 2.00 and never that the arena is virtual: on installs seeded
-- before, the cockfight line of the rules says what is true now, in each language whose line is still the seed's own
-- (rules the operator rewrote are left as they are).
update help_section set translations = jsonb_set(translations, '{en,content}', to_jsonb(replace(translations #>> '{en,content}', '<li>A cockfight is decided by its draw''s last three digits: meron and wala pay 2.00, a draw 19.00.</li>', '<li>The cockfight arena is a virtual game, not a real fight: each fight is decided by its draw''s last three digits, drawn by a random number generator (RNG). Meron and wala pay 1.90, a draw 19.00; on a draw, meron and wala bets are refunded.</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{en,content}', '<li>A cockfight is decided by its draw''s last three digits: meron and wala pay 2.00, a draw 19.00.</li>') > 0;
update help_section set translations = jsonb_set(translations, '{bn,content}', to_jsonb(replace(translations #>> '{bn,content}', '<li>মোরগ লড়াই তার ড্রয়ের শেষ তিন অঙ্কে নির্ধারিত: মেরন ও ওয়ালা ২.০০, ড্র ১৯.০০।</li>', '<li>মোরগ লড়াইয়ের আসরটি একটি ভার্চুয়াল খেলা, আসল লড়াই নয়: প্রতিটি লড়াই নির্ধারিত হয় তার ড্রয়ের শেষ তিন অঙ্কে, যা একটি র‍্যান্ডম নম্বর জেনারেটর (RNG) বের করে। মেরন ও ওয়ালা ১.৯০, ড্র ১৯.০০; ড্র হলে মেরন ও ওয়ালার বাজির টাকা ফেরত দেওয়া হয়।</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{bn,content}', '<li>মোরগ লড়াই তার ড্রয়ের শেষ তিন অঙ্কে নির্ধারিত: মেরন ও ওয়ালা ২.০০, ড্র ১৯.০০।</li>') > 0;
update help_section set translations = jsonb_set(translations, '{hi,content}', to_jsonb(replace(translations #>> '{hi,content}', '<li>कॉकफ़ाइट का फ़ैसला उसके ड्रॉ के आख़िरी तीन अंकों से होता है: Meron और Wala पर 2.00, बराबरी (ड्रॉ) पर 19.00 मिलता है।</li>', '<li>कॉकफ़ाइट अखाड़ा एक वर्चुअल गेम है, असली मुक़ाबला नहीं: हर फ़ाइट का फ़ैसला उसके ड्रॉ के आख़िरी तीन अंकों से होता है, जिन्हें एक रैंडम नंबर जनरेटर (RNG) निकालता है। Meron और Wala पर 1.90, बराबरी (ड्रॉ) पर 19.00 मिलता है; ड्रॉ होने पर Meron और Wala के बेट की राशि वापस कर दी जाती है।</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{hi,content}', '<li>कॉकफ़ाइट का फ़ैसला उसके ड्रॉ के आख़िरी तीन अंकों से होता है: Meron और Wala पर 2.00, बराबरी (ड्रॉ) पर 19.00 मिलता है।</li>') > 0;
update help_section set translations = jsonb_set(translations, '{id,content}', to_jsonb(replace(translations #>> '{id,content}', '<li>Sabung ayam ditentukan oleh tiga angka terakhir undiannya: meron dan wala membayar 2.00, seri 19.00.</li>', '<li>Arena sabung ayam adalah permainan virtual, bukan laga sungguhan: setiap laga ditentukan oleh tiga angka terakhir undiannya, yang diundi oleh pembangkit angka acak (RNG). Meron dan wala membayar 1.90, seri 19.00; jika seri, taruhan meron dan wala dikembalikan.</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{id,content}', '<li>Sabung ayam ditentukan oleh tiga angka terakhir undiannya: meron dan wala membayar 2.00, seri 19.00.</li>') > 0;
update help_section set translations = jsonb_set(translations, '{th,content}', to_jsonb(replace(translations #>> '{th,content}', '<li>ผลไก่ชนตัดสินจาก 3 ตัวท้ายของงวดนั้น: Meron และ Wala จ่าย 2.00 เสมอจ่าย 19.00</li>', '<li>สนามไก่ชนเป็นเกมเสมือน ไม่ใช่การชนจริง: ผลของแต่ละคู่ตัดสินจาก 3 ตัวท้ายของงวดนั้น ซึ่งออกโดยตัวสร้างตัวเลขสุ่ม (RNG) Meron และ Wala จ่าย 1.90 เสมอจ่าย 19.00 และเมื่อเสมอ จะคืนเงินเดิมพันฝั่ง Meron และ Wala</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{th,content}', '<li>ผลไก่ชนตัดสินจาก 3 ตัวท้ายของงวดนั้น: Meron และ Wala จ่าย 2.00 เสมอจ่าย 19.00</li>') > 0;
update help_section set translations = jsonb_set(translations, '{tl,content}', to_jsonb(replace(translations #>> '{tl,content}', '<li>Ang huling tatlong numero ng bola ang nagpapasya sa sabong: nagbabayad ng 2.00 ang meron at wala, at 19.00 ang tabla.</li>', '<li>Virtual na laro ang sabungan, hindi totoong sabong: ang bawat laban ay pinagpapasyahan ng huling tatlong numero ng bola nito, na binubunot ng random number generator (RNG). Nagbabayad ng 1.90 ang meron at wala, at 19.00 ang tabla; kapag tabla, ibinabalik ang mga taya sa meron at wala.</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{tl,content}', '<li>Ang huling tatlong numero ng bola ang nagpapasya sa sabong: nagbabayad ng 2.00 ang meron at wala, at 19.00 ang tabla.</li>') > 0;
update help_section set translations = jsonb_set(translations, '{vi,content}', to_jsonb(replace(translations #>> '{vi,content}', '<li>Đá gà được phân định theo ba số cuối của kỳ quay tương ứng: Meron và Wala trả 2.00, hòa trả 19.00.</li>', '<li>Đấu trường đá gà là trò chơi ảo, không phải trận đấu thật: mỗi trận được phân định theo ba số cuối của kỳ quay tương ứng, do bộ tạo số ngẫu nhiên (RNG) quay ra. Meron và Wala trả 1.90, hòa trả 19.00; khi hòa, tiền cược Meron và Wala được hoàn lại.</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{vi,content}', '<li>Đá gà được phân định theo ba số cuối của kỳ quay tương ứng: Meron và Wala trả 2.00, hòa trả 19.00.</li>') > 0;
update help_section set translations = jsonb_set(translations, '{zh,content}', to_jsonb(replace(translations #>> '{zh,content}', '<li>斗鸡结果由对应期号开奖号码的后三位决定：红方（Meron）和蓝方（Wala）赔付 2.00，和局赔付 19.00。</li>', '<li>斗鸡场为虚拟游戏，并非真实斗鸡：每场结果由随机数生成器（RNG）开出的对应期号开奖号码后三位决定。红方（Meron）和蓝方（Wala）赔付 1.90，和局赔付 19.00；出现和局时，红方和蓝方的投注退还本金。</li>')))
  where anchor = 'lottery' and strpos(translations #>> '{zh,content}', '<li>斗鸡结果由对应期号开奖号码的后三位决定：红方（Meron）和蓝方（Wala）赔付 2.00，和局赔付 19.00。</li>') > 0;
