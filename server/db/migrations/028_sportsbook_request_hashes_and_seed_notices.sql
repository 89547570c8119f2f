-- The SHA-256 of everything a bet asked for (its legs with their lines and prices, the stake, the rule for moved
-- prices): the same key with another request is refused, not answered with the first bet (null on bets placed before).

alter table sport_bet add column request_hash text;

-- The seeded notice promised cash-out, which the book does not offer: on installs seeded before, the notice says what
-- the book does, in each language whose text is still the seed's own (a notice the operator edited is left as it is).
update notice set translations = jsonb_set(translations, '{en,content}', to_jsonb('<p>Bet on every match of the season, before kick-off and in play.</p>'::text)) where translations #>> '{en,content}' = '<p>Bet on every match of the season with live odds and cash-out.</p>';
update notice set translations = jsonb_set(translations, '{bn,content}', to_jsonb('<p>মৌসুমের প্রতিটি ম্যাচে খেলা শুরুর আগে ও চলাকালীন বাজি ধরুন।</p>'::text)) where translations #>> '{bn,content}' = '<p>মৌসুমের প্রতিটি ম্যাচে লাইভ অডস ও ক্যাশ-আউটসহ বাজি ধরুন।</p>';
update notice set translations = jsonb_set(translations, '{hi,content}', to_jsonb('<p>सीज़न के हर मैच पर बेट लगाएँ, मैच शुरू होने से पहले और मैच के दौरान।</p>'::text)) where translations #>> '{hi,content}' = '<p>लाइव ऑड्स और कैश-आउट के साथ सीज़न के हर मैच पर बेट लगाएँ।</p>';
update notice set translations = jsonb_set(translations, '{id,content}', to_jsonb('<p>Pasang taruhan di setiap pertandingan musim ini, sebelum kick-off dan saat pertandingan berlangsung.</p>'::text)) where translations #>> '{id,content}' = '<p>Pasang taruhan di setiap pertandingan musim ini dengan odds live dan cash-out.</p>';
update notice set translations = jsonb_set(translations, '{th,content}', to_jsonb('<p>เดิมพันได้ทุกแมตช์ตลอดฤดูกาล ทั้งก่อนเริ่มเกมและระหว่างแข่งขัน</p>'::text)) where translations #>> '{th,content}' = '<p>เดิมพันได้ทุกแมตช์ตลอดฤดูกาล พร้อมราคาต่อรองสดและแคชเอาท์</p>';
update notice set translations = jsonb_set(translations, '{tl,content}', to_jsonb('<p>Tumaya sa bawat laban ng season, bago magsimula at habang naglalaro.</p>'::text)) where translations #>> '{tl,content}' = '<p>Tumaya sa bawat laban ng season, may live odds at cash-out.</p>';
update notice set translations = jsonb_set(translations, '{vi,content}', to_jsonb('<p>Cược mọi trận đấu trong mùa giải, trước giờ bóng lăn và trong trận.</p>'::text)) where translations #>> '{vi,content}' = '<p>Cược mọi trận đấu trong mùa giải với tỷ lệ cược trực tiếp và rút tiền sớm (cash-out).</p>';
update notice set translations = jsonb_set(translations, '{zh,content}', to_jsonb('<p>本赛季每场比赛均可投注，赛前和比赛进行中皆可。</p>'::text)) where translations #>> '{zh,content}' = '<p>本赛季每场比赛均可投注，支持实时赔率和提前结算。</p>';
